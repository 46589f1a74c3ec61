#include "forked_tasks.h"

#include <poll.h>
#include <sys/prctl.h>
#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <algorithm>
#include <cstring>
#include <map>
#include <stdexcept>
#include <thread>

namespace santwin::cli {

namespace {
// A child's reply on its pipe: one status byte ('+' result, '!' error), then the text.
void write_all(int fd, const std::string& s) {
    size_t off = 0;
    while (off < s.size()) {
        const ssize_t n = ::write(fd, s.data() + off, s.size() - off);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        off += static_cast<size_t>(n);
    }
}

struct Running {
    int index;
    pid_t pid;
    std::string buffer;
};

TaskOutput finish(Running& r) {
    int status = 0;
    while (::waitpid(r.pid, &status, 0) < 0 && errno == EINTR) {
    }
    TaskOutput o;
    if (!r.buffer.empty() && r.buffer[0] == '+') o.text = r.buffer.substr(1);
    else if (!r.buffer.empty() && r.buffer[0] == '!') o.error = r.buffer.substr(1);
    else if (WIFSIGNALED(status)) o.error = std::string("its process ended on signal ") + ::strsignal(WTERMSIG(status));
    else o.error = "its process ended without a result (exit status " + std::to_string(WEXITSTATUS(status)) + ")";
    return o;
}
}  // namespace

int available_cores() {
    cpu_set_t set;
    if (::sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
    return std::max(1u, std::thread::hardware_concurrency());
}

std::vector<TaskOutput> run_forked(int count, int jobs, const std::function<std::string(int)>& task,
                                   const std::function<void(int, int)>& done, bool serial_in_process) {
    std::vector<TaskOutput> out(static_cast<size_t>(count));
    int finished = 0;
    jobs = std::max(1, jobs);
    if (jobs == 1 && serial_in_process) {
        for (int i = 0; i < count; ++i) {
            try {
                out[i].text = task(i);
            } catch (const std::exception& e) {
                out[i].error = e.what();
            }
            ++finished;
            if (done) done(finished, count);
        }
        return out;
    }
    std::map<int, Running> running;  // by the read end of its pipe
    int next = 0;
    while (finished < count) {
        while (next < count && static_cast<int>(running.size()) < jobs) {
            int fds[2];
            if (::pipe(fds) != 0) throw std::runtime_error(std::string("cannot start a task: pipe: ") + std::strerror(errno));
            const pid_t pid = ::fork();
            if (pid < 0) throw std::runtime_error(std::string("cannot start a task: fork: ") + std::strerror(errno));
            if (pid == 0) {
                ::prctl(PR_SET_PDEATHSIG, SIGTERM);  // the parent stopped (Ctrl-C): stop too
                ::close(fds[0]);
                std::string reply;
                try {
                    reply = "+" + task(next);
                } catch (const std::exception& e) {
                    reply = std::string("!") + e.what();
                }
                write_all(fds[1], reply);
                ::close(fds[1]);
                ::_exit(0);  // no static destructors or buffered streams of the parent run twice
            }
            ::close(fds[1]);
            running[fds[0]] = Running{next++, pid, {}};
        }
        std::vector<pollfd> polls;
        for (const auto& [fd, r] : running) polls.push_back({fd, POLLIN, 0});
        if (::poll(polls.data(), polls.size(), -1) < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error(std::string("waiting for tasks: poll: ") + std::strerror(errno));
        }
        for (const pollfd& p : polls) {
            if (!(p.revents & (POLLIN | POLLHUP | POLLERR))) continue;
            Running& r = running.at(p.fd);
            char chunk[65536];
            const ssize_t n = ::read(p.fd, chunk, sizeof chunk);
            if (n > 0) {
                r.buffer.append(chunk, static_cast<size_t>(n));
                continue;
            }
            if (n < 0 && errno == EINTR) continue;
            ::close(p.fd);
            out[r.index] = finish(r);
            running.erase(p.fd);
            ++finished;
            if (done) done(finished, count);
        }
    }
    return out;
}

}  // namespace santwin::cli
