#pragma once
// A workload's demand over the day as a schedule: a multiplier of its profile's requirement,
// linear between points given at times of day and repeating every 24 hours. Built-in shapes
// (resources/workloads/schedules.json): business-hours, nightly-backup, flat; and ramps written
// "ramp:FROM-TO@HH:MM-HH:MM" (the multiplier goes from FROM to TO between the two times, stays
// at TO after and at FROM before).
#include <string>
#include <utility>
#include <vector>

namespace santwin::demand {

struct Schedule {
    std::string name;
    std::vector<std::pair<double, double>> points;  // (second of the day, multiplier), ascending
    bool wraps = true;                              // false: a ramp, held flat outside its points
    // The multiplier at simulated time `t_s` (the run starts at `start_of_day_s` into the day).
    double at(double t_s, double start_of_day_s = 0) const;
};

// A built-in schedule by name or a ramp spec; throws std::invalid_argument listing the known
// names and the ramp form.
Schedule schedule(const std::string& spec);
std::vector<std::string> builtin_schedule_names();

// "08:30" -> 30600 s; throws std::invalid_argument.
double time_of_day(const std::string& text);

}  // namespace santwin::demand
