#include "store/atomic_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>

#include "store/project_file.h"
#include "store/save_path.h"

namespace santwin::store {

namespace {

std::string os_error() {
    return std::strerror(errno);
}

std::string directory_of(const std::string& path) {
    std::filesystem::path dir = std::filesystem::path(path).parent_path();
    return dir.empty() ? "." : dir.string();
}

void fsync_path(const std::string& path, int flags, const std::string& what) {
    int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0)
        throw StoreError("cannot reopen " + what + " '" + path + "' to flush it: " + os_error());
    int rc = ::fsync(fd);
    int err = errno;
    ::close(fd);
    // Some file systems cannot fsync a directory (EINVAL); the rename is still atomic there.
    if (rc != 0 && !(err == EINVAL && (flags & O_DIRECTORY)))
        throw StoreError("cannot flush " + what + " '" + path + "' to disk: " + std::strerror(err));
}

bool is_temp_name(const std::string& name, const std::string& target_name) {
    constexpr std::size_t kSuffix = 8;
    const std::string tail = ".tmp";
    if (name.size() != target_name.size() + 1 + kSuffix + tail.size()) return false;
    if (name.compare(0, target_name.size() + 1, target_name + ".") != 0) return false;
    if (name.compare(name.size() - tail.size(), tail.size(), tail) != 0) return false;
    for (std::size_t i = target_name.size() + 1; i < target_name.size() + 1 + kSuffix; ++i)
        if (!std::isalnum(static_cast<unsigned char>(name[i]))) return false;
    return true;
}

// True when `fd` is still the file named `path` (nobody removed or replaced the name since).
bool still_named(int fd, const std::string& path) {
    struct stat held {}, named {};
    return ::fstat(fd, &held) == 0 && ::lstat(path.c_str(), &named) == 0 && held.st_ino == named.st_ino &&
           held.st_dev == named.st_dev;
}

}  // namespace

int remove_dead_temps(const std::string& target) {
    namespace fs = std::filesystem;
    const std::string target_name = fs::path(target).filename().string();
    std::error_code ec;
    int removed = 0;
    for (fs::directory_iterator it(directory_of(target), ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (!is_temp_name(name, target_name)) continue;
        const std::string path = it->path().string();
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
        if (fd < 0) continue;
        // A live writer holds it; a dead one's lock went with its process.
        if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && still_named(fd, path) && ::unlink(path.c_str()) == 0) ++removed;
        ::close(fd);
    }
    return removed;
}

std::string previous_file_note(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(path, ec) ? " (the previous file is unchanged)" : "";
}

AtomicReplace::AtomicReplace(const std::string& target) : target_(resolve_save_path(target)) {
    check_writable(target_);
    remove_dead_temps(target_);
    static const char kAlphabet[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::random_device rd;
    std::mt19937_64 rng((static_cast<std::uint64_t>(rd()) << 32) ^ rd() ^
                        static_cast<std::uint64_t>(::getpid()));
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string suffix;
        for (int i = 0; i < 8; ++i) suffix += kAlphabet[rng() % (sizeof(kAlphabet) - 1)];
        std::string candidate = target_ + "." + suffix + ".tmp";
        // O_EXCL: never reuse a file someone else (another save) is writing. 0666 honours umask.
        int fd = ::open(candidate.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            // Between open and flock another save's remove_dead_temps may take it for litter:
            // then it holds the lock or has removed the name, and this writer picks another.
            if (::flock(fd, LOCK_EX | LOCK_NB) == 0 && still_named(fd, candidate)) {
                held_ = fd;
                temp_ = std::move(candidate);
                return;
            }
            ::close(fd);
            continue;
        }
        // Taken now: building the message below may change errno (filesystem calls).
        const std::string why = os_error();
        if (errno != EEXIST)
            throw StoreError("cannot save '" + target_ + "': cannot create a file in '" +
                             directory_of(target_) + "' (" + why +
                             "). Check that the folder exists and is writable, or save elsewhere." +
                             previous_file_note(target_));
    }
    throw StoreError("cannot save '" + target_ + "': no free temporary file name in '" +
                     directory_of(target_) + "'; remove stale *.tmp files there" + previous_file_note(target_));
}

AtomicReplace::~AtomicReplace() {
    if (!committed_ && !temp_.empty()) ::unlink(temp_.c_str());  // before the lock goes
    if (held_ >= 0) ::close(held_);
}

void AtomicReplace::commit() {
    struct stat st {};
    if (::stat(target_.c_str(), &st) == 0) ::chmod(temp_.c_str(), st.st_mode & 07777);
    fsync_path(temp_, O_RDONLY, "temporary file");
    if (::rename(temp_.c_str(), target_.c_str()) != 0)
        throw StoreError("cannot save '" + target_ +
                         "': renaming the finished temporary file over it failed (" + os_error() + ")" +
                         previous_file_note(target_));
    committed_ = true;
    fsync_path(directory_of(target_), O_RDONLY | O_DIRECTORY, "directory");
}

void write_file_atomically(const std::string& path, std::string_view content) {
    AtomicReplace replace(path);
    int fd = ::open(replace.temp_path().c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) throw StoreError("cannot write '" + replace.temp_path() + "': " + os_error());
    std::size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            std::string err = os_error();
            ::close(fd);
            throw StoreError("cannot save '" + path + "': writing failed (" + err + ")" +
                             previous_file_note(path));
        }
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    replace.commit();
}

}  // namespace santwin::store
