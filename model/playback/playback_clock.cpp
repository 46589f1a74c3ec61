#include "playback/playback_clock.h"

#include <algorithm>
#include <cmath>

namespace santwin::playback {

void PlaybackClock::set_speed(double speed) { speed_ = std::clamp(speed, kMinSpeed, kMaxSpeed); }

double PlaybackClock::advance(double wall_s) {
    if (!playing_ || wall_s <= 0) return t_;
    t_ += wall_s * speed_;
    if (t_ >= end_) {
        if (loop_ && end_ > 0) {
            t_ = std::fmod(t_, end_);
        } else {
            t_ = end_;
            playing_ = false;
        }
    }
    return t_;
}

void PlaybackClock::seek(double t) { t_ = std::clamp(t, 0.0, end_); }

void PlaybackClock::step(double step_s) {
    playing_ = false;
    seek(t_ + step_s);
}

}  // namespace santwin::playback
