// libFuzzer target: a .santwin project file of any bytes. load_project must refuse what it cannot
// read with a StoreError; what it accepts must pass through the lab checks.
#include <cstddef>
#include <cstdint>
#include <fstream>

#include "fuzz_support.h"
#include "store/project_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = santwin::fuzz::scratch_file(".santwin");
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    try {
        santwin::fuzz::check_accepted(santwin::store::load_project(path));
    } catch (const santwin::store::StoreError&) {
    }
    return 0;
}
