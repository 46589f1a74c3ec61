// santwin-cli: the headless front end. Each command lives in its own file; see commands.h.
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return santwin::cli::dispatch(args, std::cout, std::cerr);
    } catch (const std::filesystem::filesystem_error& e) {
        // Said in the user's terms: which path, and what stands in the way.
        // Reading and writing both end here: name the path, not a guess at what was being done.
        std::cerr << "santwin-cli: " << e.path1().string() << ": " << e.code().message();
        if (e.code() == std::errc::not_a_directory) std::cerr << " (a file of that name is in the way of the folder)";
        std::cerr << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "santwin-cli: " << e.what() << "\n";
        return 2;
    }
}
