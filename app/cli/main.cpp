// santwin-cli: the headless front end. Each command lives in its own file; see commands.h.
#include <iostream>
#include <string>
#include <vector>

#include "commands.h"

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    try {
        return santwin::cli::dispatch(args, std::cout, std::cerr);
    } catch (const std::exception& e) {
        std::cerr << "santwin-cli: " << e.what() << "\n";
        return 2;
    }
}
