// Names every list, chart and command line shows: none empty, none holding control characters.
#include <gtest/gtest.h>

#include <algorithm>

#include "san_fixture.h"

using namespace santwin;
using namespace santwin::test;

// vm01 renamed to nothing, then to spaces: name.empty names the kind and id (there is no name
// to quote) and the fix.
TEST(ValidationNames, EmptyOrBlank) {
    SmallSan s;
    for (const std::string name : {"", "   ", "\t "}) {
        s.t.rename(s.vm, name);
        auto problems = validate(s.t);
        auto hits = with_rule(problems, "name.empty");
        ASSERT_EQ(hits.size(), 1u) << dump(problems);
        EXPECT_EQ(hits[0].severity, Severity::Error);
        EXPECT_EQ(hits[0].entities, std::vector<Id>{s.vm});
        EXPECT_TRUE(contains(hits[0].message, "Virtual machine #" + std::to_string(s.vm))) << hits[0].message;
        EXPECT_TRUE(contains(hits[0].message, "name it")) << hits[0].message;
    }
}

// A NUL, a right-to-left override (U+202E) or a line break in a name is an error whose message
// shows the character as <U+...> rather than printing it; letters beyond ASCII are fine.
TEST(ValidationNames, ControlCharacters) {
    SmallSan s;
    s.t.rename(s.vm, "Zürich-vm ✓");
    s.t.rename(s.lu, "LU\xE2\x80\xAE" "00");  // U+202E
    s.t.rename(s.datastore, std::string("ds\0x", 4));
    s.t.rename(s.rg, "RG\n0");
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "name.control_character");
    ASSERT_EQ(hits.size(), 3u) << dump(problems);
    std::vector<Id> named;
    for (const Problem& p : hits) {
        named.push_back(p.entities.front());
        EXPECT_EQ(p.message.find('\0'), std::string::npos);
        EXPECT_EQ(p.message.find("\xE2\x80\xAE"), std::string::npos);
        EXPECT_EQ(p.message.find('\n'), std::string::npos);
    }
    std::sort(named.begin(), named.end());
    std::vector<Id> expected{s.lu, s.datastore, s.rg};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(named, expected);
    for (const Problem& p : hits)
        if (p.entities.front() == s.lu) {
            EXPECT_TRUE(contains(p.message, "'LU<U+202E>00'")) << p.message;
            EXPECT_TRUE(contains(p.message, "control character U+202E")) << p.message;
        }
}
