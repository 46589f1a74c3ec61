// The sweep table's numbers: a count of 10,190 events is a whole number, not "1.019e+04"; whole
// values have no decimals; fractions keep four significant digits.
#include <gtest/gtest.h>

#include "bridge/sweep/sweep_cell.h"

TEST(SweepCell, BigFiguresAreWholeNumbers) {
    EXPECT_EQ(sweep_cell(10190.0), "10190");
    EXPECT_EQ(sweep_cell(1911.4), "1911");
    EXPECT_EQ(sweep_cell(123456.7), "123457");
    EXPECT_EQ(sweep_cell(0.0), "0");
    EXPECT_EQ(sweep_cell(12.0), "12");
}

TEST(SweepCell, FractionsKeepFourDigits) {
    EXPECT_EQ(sweep_cell(3.7934), "3.793");
    EXPECT_EQ(sweep_cell(20.0149), "20.01");
    EXPECT_EQ(sweep_cell(0.8234), "0.8234");
}
