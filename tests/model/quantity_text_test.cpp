// Quantities in messages read as a user writes them: no six trailing zeros.
#include <gtest/gtest.h>

#include <limits>

#include "common/quantity_text.h"

namespace santwin {

// 199.5 GB free reads "199.5 GB"; a whole number has no decimals; a quarter of a GB keeps two.
TEST(QuantityText, GigabytesReadAsWritten) {
    EXPECT_EQ(gb_text(199.5), "199.5 GB");
    EXPECT_EQ(gb_text(200.0), "200 GB");
    EXPECT_EQ(gb_text(0.25), "0.25 GB");
    EXPECT_EQ(gb_text(49.999999), "50 GB");
}

// Rounding to the decimals asked, "-0" never printed, NaN and infinities named.
TEST(QuantityText, NumbersRoundAndNameTheOddOnes) {
    EXPECT_EQ(number_text(3.14159, 2), "3.14");
    EXPECT_EQ(number_text(-0.01, 1), "0");
    EXPECT_EQ(number_text(12, 0), "12");
    EXPECT_EQ(number_text(std::numeric_limits<double>::quiet_NaN()), "NaN");
    EXPECT_EQ(number_text(-std::numeric_limits<double>::infinity()), "-infinity");
}

}  // namespace santwin
