#pragma once
// Replacing a file so that anyone opening it — including the next SanTwin after a crash or a
// kill — sees either the old content or the new, never a half-written mix: write a temp file in
// the same directory, fsync it, rename() it over the target (atomic on POSIX file systems),
// then fsync the directory so the rename itself survives a power cut.
#include <string>
#include <string_view>

namespace santwin::store {

//
// A writer holds flock() on its temp file for as long as it lives; the kernel drops that lock
// when the writer dies (kill -9 included). So each new AtomicReplace first removes the temp
// files of `target` that nobody holds: the litter of killed saves, never a live save's file.
class AtomicReplace {
public:
    // Removes dead writers' temp files of `target` (remove_dead_temps), then creates an empty,
    // uniquely named temp file beside it ("<target>.<8 letters or digits>.tmp"); a symbolic link
    // is followed, so the file it names is replaced and the link stays. Throws StoreError when
    // the directory is missing or not writable, or the target is read-only.
    explicit AtomicReplace(const std::string& target);
    // Removes the temp file unless commit() succeeded.
    ~AtomicReplace();
    AtomicReplace(const AtomicReplace&) = delete;
    AtomicReplace& operator=(const AtomicReplace&) = delete;

    const std::string& temp_path() const { return temp_; }
    // Flushes the temp file to disk and renames it over the target. Keeps the target's
    // permissions when it already exists.
    void commit();

private:
    std::string target_;
    std::string temp_;
    int held_ = -1;  // the temp file, open and flock()ed while this writer lives
    bool committed_ = false;
};

// Removes "<target>.<8 letters or digits>.tmp" files beside `target` that no live writer holds.
// Returns how many it removed. Best effort: a file it cannot open or remove is left.
int remove_dead_temps(const std::string& target);

// " (the previous file is unchanged)" when `path` exists, for a failed save's message; "" when
// there was no file to keep (a new name).
std::string previous_file_note(const std::string& path);

// Writes `content` to `path` through an AtomicReplace.
void write_file_atomically(const std::string& path, std::string_view content);

}  // namespace santwin::store
