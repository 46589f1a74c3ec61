// Measured-load captures (esxtop batch CSV, vCenter performance CSV) with values that used to
// pass the reader: a rate "nan" or "inf", a timestamp field of ten digits (signed overflow in
// the date arithmetic), and two timestamps years apart at a 5 s interval, which asked for
// 10^7 samples of memory per VM from 150 bytes of text. Each is refused with file, line and
// reason; a capture at the limit's side of sound is still read.
#include <gtest/gtest.h>

#include <string>

#include "demand/demand_trace.h"
#include "import/import_error.h"

using namespace santwin;

namespace {

// A one-VM esxtop capture, one row per (timestamp, reads/sec) pair.
std::string esxtop(const std::vector<std::pair<std::string, std::string>>& rows) {
    std::string text = "\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Virtual Disk(vm1)\\Reads/sec\"\n";
    for (const auto& [time, reads] : rows) text += "\"" + time + "\",\"" + reads + "\"\n";
    return text;
}

std::string refusal(const std::string& text) {
    try {
        demand::read_measured_load(text, "cap.csv");
    } catch (const import::ImportError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST(HostileCapture, NonFiniteRatesAreRefusedWithTheirLine) {
    // System: esxtop rows whose Reads/sec is nan, inf or -inf. Expected: refused at that row's
    // line as not a rate of zero or more.
    for (const std::string bad : {"nan", "inf", "-inf", "1e999"}) {
        const std::string why = refusal(esxtop({{"12/07/2026 08:00:00", "5"}, {"12/07/2026 08:00:05", bad}}));
        EXPECT_NE(why.find("cap.csv:3:"), std::string::npos) << bad << ": " << why;
        EXPECT_NE(why.find("not a rate of zero or more"), std::string::npos) << bad << ": " << why;
    }
}

TEST(HostileCapture, TimestampFieldsOutOfRangeAreRefused) {
    // System: timestamps with a ten-digit year, month 13, hour 24, in both formats. Expected:
    // refused naming the line and the fields' ranges (no overflow: UBSan would stop here).
    for (const std::string bad : {"12/07/2147483647 08:00:00", "13/07/2026 08:00:00", "2026-12-07T24:00:00",
                                  "-2147483648-12-07 08:00:00"}) {
        const std::string why = refusal(esxtop({{"12/07/2026 08:00:00", "5"}, {bad, "5"}}));
        EXPECT_NE(why.find("cap.csv:3:"), std::string::npos) << bad << ": " << why;
        EXPECT_NE(why.find("out of range"), std::string::npos) << bad << ": " << why;
    }
}

TEST(HostileCapture, ASpanOfTooManySamplesIsRefusedBeforeAllocating) {
    // System: three samples, 5 s apart and then 100 years later: 6.3 * 10^8 samples at the
    // median 5 s step. Expected: refused with the limit named; the same capture without the
    // far sample reads as one trace of 2 samples at 5 s.
    const std::string why = refusal(esxtop(
        {{"12/07/2026 08:00:00", "5"}, {"12/07/2026 08:00:05", "5"}, {"12/07/2126 08:00:05", "5"}, {"12/07/2026 08:00:10", "5"}}));
    EXPECT_NE(why.find("at most " + std::to_string(demand::kMaxTraceSamples)), std::string::npos) << why;
    const demand::MeasuredLoad ok =
        demand::read_measured_load(esxtop({{"12/07/2026 08:00:00", "5"}, {"12/07/2026 08:00:05", "7"}}), "cap.csv");
    ASSERT_EQ(ok.vms.size(), 1u);
    EXPECT_EQ(ok.vms[0].samples.size(), 2u);
    EXPECT_DOUBLE_EQ(ok.vms[0].interval_s, 5);
    EXPECT_DOUBLE_EQ(ok.vms[0].samples[1].read_iops, 7);
}
