// The inspector's list rows over the built-in labs: every list attribute's members, written back
// as the row editor writes them, parse to the very list they came from (same-named drives and
// ports included); WWPN members are shown by the port they name; the "add" pick list offers no
// member twice and no drive that another group holds.
#include <gtest/gtest.h>
#include <QVariantMap>
#include <set>

#include "bridge/inspector/inspector_choices.h"
#include "editing/edits.h"
#include "labs/labs.h"
#include "topology/wwpn.h"

using namespace santwin;

namespace {

bool is_list(const AttrSpec& spec) {
    return spec.type == AttrType::RefList || spec.type == AttrType::TextList;
}

QString joined_values(const QVariantList& members) {
    QStringList values;
    for (const QVariant& m : members) values << m.toMap().value("value").toString();
    return values.join(", ");
}

}  // namespace

TEST(InspectorChoices, ListValuesWriteBackTheSameList) {
    int lists = 0, repeated_names = 0;
    for (const labs::LabInfo& lab : labs::builtin_labs()) {
        const Project p = labs::build_lab(lab.id);
        const Topology& t = p.topology;
        for (const auto& [id, e] : t.entities())
            for (const AttrSpec& spec : kind_spec(e.kind).attrs) {
                if (!is_list(spec) || std::holds_alternative<std::monostate>(e.attr(spec.key))) continue;
                const QVariantList members = list_members(t, e, spec);
                const QString text = joined_values(members);
                if (text.contains('#')) ++repeated_names;
                ++lists;
                const Value back = editing::parse_attribute(t, id, spec.key, text.toStdString());
                EXPECT_TRUE(back == e.attr(spec.key) || (members.isEmpty() && std::holds_alternative<std::monostate>(back)))
                    << lab.id << " " << t.describe(id) << " " << spec.key << ": " << text.toStdString();
            }
    }
    EXPECT_GT(lists, 20);
    EXPECT_GT(repeated_names, 0) << "some list names a member whose name repeats (written as #id)";
}

TEST(InspectorChoices, WwpnMembersAreNamedByTheirPort) {
    const Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    int matched = 0;
    for (Id zone : t.all_of(Kind::Zone))
        for (const QVariant& v : list_members(t, t.at(zone), *kind_spec(Kind::Zone).attr("members"))) {
            const QVariantMap m = v.toMap();
            if (!looks_like_wwpn(m.value("value").toString().toStdString()) || m.value("unmatched").toBool()) continue;
            ++matched;
            EXPECT_NE(m.value("name"), m.value("value")) << "a port's name, not its WWPN";
            EXPECT_TRUE(m.value("hint").toString().contains(m.value("value").toString()));
            const Id port = static_cast<Id>(m.value("id").toLongLong());
            ASSERT_TRUE(t.contains(port));
            EXPECT_EQ(normalize_wwpn(t.at(port).text("wwpn")), normalize_wwpn(m.value("value").toString().toStdString()));
        }
    EXPECT_GT(matched, 0);
}

TEST(InspectorChoices, AdditionsLeaveOutMembersAndDrivesOfOtherGroups) {
    const Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id rg = t.find_by_name(Kind::RaidGroup, "RG-004");
    ASSERT_NE(rg, kNoId);
    std::set<Id> grouped;
    for (Kind k : {Kind::RaidGroup, Kind::DiskGroup})
        for (Id g : t.all_of(k))
            for (Id d : t.at(g).refs("drives")) grouped.insert(d);
    const AttrSpec& drives = *kind_spec(Kind::RaidGroup).attr("drives");
    const Choices offered = list_additions(t, t.at(rg), drives);
    ASSERT_EQ(offered.values.size(), offered.labels.size());
    ASSERT_FALSE(offered.values.isEmpty()) << "lab 000's array has spare drives";
    for (const QString& v : offered.values) {
        const Value one = editing::parse_attribute(t, rg, "drives", v.toStdString());
        const Id drive = std::get<RefList>(one).front();
        EXPECT_FALSE(grouped.count(drive)) << v.toStdString() << " is in a group already";
    }

    // A zone is offered the fabric's ports whose WWPN it lacks, and its aliases.
    const Id zone = t.all_of(Kind::Zone).front();
    const Choices members = list_additions(t, t.at(zone), *kind_spec(Kind::Zone).attr("members"));
    for (const std::string& m : t.at(zone).texts("members")) EXPECT_FALSE(members.values.contains(QString::fromStdString(m)));
    EXPECT_FALSE(members.values.isEmpty());
}
