// libFuzzer target: one estate-import input of any bytes (santwin-cli import), imported alone.
// Built three times, fed with seeds of one format each (RVTools CSV tabs, Brocade FOS output, the
// SanTwin array CSV), since the import recognises a file by its content, not its name. The import
// must refuse what it cannot read with an ImportError naming file and line; a lab it builds must
// pass the lab checks.
#include <cstddef>
#include <cstdint>

#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    santwin::fuzz::import_one(data, size, "export.csv");
    return 0;
}
