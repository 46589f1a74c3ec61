// libFuzzer target: a JSON export of any bytes. project_from_json must refuse what it cannot
// read with a StoreError; what it accepts must pass through the lab checks.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "store/json_io.h"
#include "store/project_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        santwin::fuzz::check_accepted(
            santwin::store::project_from_json(std::string_view(reinterpret_cast<const char*>(data), size)));
    } catch (const santwin::store::StoreError&) {
    }
    return 0;
}
