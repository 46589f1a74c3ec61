#pragma once
// The playhead: maps wall-clock time to simulated time at a chosen speed (1x to 10,000x),
// with pause, single steps, seeking and looping. Plain C++ so the GUI's controller only feeds
// it wall-clock deltas and tests can drive it exactly.
namespace santwin::playback {

class PlaybackClock {
public:
    static constexpr double kMinSpeed = 1;
    static constexpr double kMaxSpeed = 10000;

    explicit PlaybackClock(double end_s) : end_(end_s) {}

    void play() { playing_ = t_ < end_ || loop_; }
    void pause() { playing_ = false; }
    bool playing() const { return playing_; }
    void set_loop(bool on) { loop_ = on; }
    bool loop() const { return loop_; }
    // Clamped to [1, 10000].
    void set_speed(double speed);
    double speed() const { return speed_; }

    // Moves the playhead by `wall_s` seconds of wall-clock time (when playing); returns the new
    // simulated time. At the end it stops, or wraps to the start when looping.
    double advance(double wall_s);
    void seek(double t);
    // One step of `step_s` simulated seconds forward (negative: backward); pauses.
    void step(double step_s);
    double time() const { return t_; }
    double end() const { return end_; }

private:
    double end_;
    double t_ = 0;
    double speed_ = 1;
    bool playing_ = false;
    bool loop_ = false;
};

}  // namespace santwin::playback
