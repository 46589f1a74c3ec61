#include "engine/run_watch.h"

namespace santwin::engine {

namespace {
thread_local RunWatch* g_watch = nullptr;
}

RunWatch* run_watch() {
    return g_watch;
}

ScopedRunWatch::ScopedRunWatch(RunWatch& watch) : previous_(g_watch) {
    g_watch = &watch;
}

ScopedRunWatch::~ScopedRunWatch() {
    g_watch = previous_;
}

}  // namespace santwin::engine
