#pragma once
// A job for engine tests that issues the same stream for ever and keeps its last rate.
#include <string>
#include <utility>
#include <vector>

#include "engine/simulation.h"

namespace santwin::test {

class FixedStream : public engine::Job {
  public:
    explicit FixedStream(engine::StreamSpec s) : s_(std::move(s)) {}
    std::string name() const override { return s_.name; }
    Id subject() const override { return s_.owner; }
    std::vector<engine::StreamSpec> streams(engine::SimContext&) override { return {s_}; }
    void advance(engine::SimContext&, const std::vector<engine::StreamResult>& r, double) override {
        last_ = r.empty() ? 0 : r[0].iops;
    }
    bool done() const override { return false; }
    double iops() const { return last_; }

  private:
    engine::StreamSpec s_;
    double last_ = 0;
};

}  // namespace santwin::test
