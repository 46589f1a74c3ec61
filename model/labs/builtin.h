#pragma once
// Builders of the built-in labs, one file each (lab_000_*.cpp ...). labs.cpp lists them.
#include "project/project.h"

namespace santwin::labs {

Project build_lab_000_ams2100_hdp();
Project build_lab_001_vsp_vaai();
Project build_lab_002_husvm_hnas();
Project build_lab_003_ams2500_jetstress();
Project build_lab_004_eva8100_vcb();

}  // namespace santwin::labs
