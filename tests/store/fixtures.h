#pragma once
// Fixture files of every schema version (tests/store/fixtures/v<N>.santwin). Each is built by
// the migrations up to version N plus hand-written INSERTs in that version's tables — the
// rows a SanTwin writing schema vN produced — and committed, so later builds are tested
// against the real old bytes. Regenerate with SANTWIN_WRITE_FIXTURES=1 (see migration_test.cpp).
#include <string>

#include "project/project.h"

namespace santwin::store_test {

// tests/store/fixtures/v<version>.santwin in the source tree.
std::string fixture_path(int version);

// Writes a fresh fixture of schema `version` to `path` (which must not exist).
void build_fixture(const std::string& path, int version);

// What loading the fixture of `version` must give.
Project fixture_project(int version);

}  // namespace santwin::store_test
