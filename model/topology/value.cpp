#include "topology/value.h"

#include <sstream>

namespace santwin {

namespace {
std::string format_number(double d) {
    std::ostringstream os;
    os.precision(12);
    os << d;
    return os.str();
}
}  // namespace

std::string to_display(const Value& v) {
    struct Visitor {
        std::string operator()(std::monostate) const { return "—"; }
        std::string operator()(double d) const { return format_number(d); }
        std::string operator()(bool b) const { return b ? "yes" : "no"; }
        std::string operator()(const std::string& s) const { return s; }
        std::string operator()(const Ref& r) const { return r.id ? "#" + std::to_string(r.id) : "—"; }
        std::string operator()(const RefList& l) const {
            std::string out;
            for (Id id : l) out += (out.empty() ? "#" : ", #") + std::to_string(id);
            return out;
        }
        std::string operator()(const TextList& l) const {
            std::string out;
            for (const auto& s : l) out += (out.empty() ? "" : ", ") + s;
            return out;
        }
    };
    return std::visit(Visitor{}, v);
}

}  // namespace santwin
