// The VMware panel's datastores on lab 004, whose SQL VMs keep their database on a 1000 GB
// physical-mode RDM with its mapping file on a 500 GB host datastore: the RDM provisions
// nothing there, and its row says it is an RDM and which LU it maps.
#include <gtest/gtest.h>
#include <QVariantMap>

#include "bridge/project/project_controller.h"
#include "bridge/panels/vmware_controller.h"

namespace {
QVariantMap datastore_named(const VmwareController& vmware, const QString& name) {
    for (const QVariant& ds : vmware.datastores())
        if (ds.toMap().value("name").toString() == name) return ds.toMap();
    return {};
}
}  // namespace

TEST(VmwareController, RdmIsNotProvisionedOnItsDatastore) {
    ProjectController project(nullptr);
    ASSERT_TRUE(project.openLab("004")) << project.errorMessage().toStdString();
    VmwareController vmware(&project, nullptr);
    for (const char* name : {"Host3-VM", "Host4-VM"}) {
        const QVariantMap ds = datastore_named(vmware, name);
        ASSERT_FALSE(ds.isEmpty()) << name;
        double sizes = 0;
        int rdms = 0;
        for (const QVariant& d : ds.value("disks").toList()) {
            const QVariantMap disk = d.toMap();
            if (disk.value("rdm").toBool()) {
                ++rdms;
                EXPECT_TRUE(disk.value("rdmLu").toString().contains("SQL")) << disk.value("rdmLu").toString().toStdString();
                EXPECT_GE(disk.value("sizeGb").toDouble(), 1000);  // the LU's size, shown on the row
            } else {
                sizes += disk.value("sizeGb").toDouble();
            }
        }
        EXPECT_EQ(rdms, 1) << name;
        EXPECT_DOUBLE_EQ(ds.value("provisionedGb").toDouble(), sizes) << name;
        EXPECT_LE(ds.value("provisionedGb").toDouble(), ds.value("capacityGb").toDouble()) << name;
    }
}
