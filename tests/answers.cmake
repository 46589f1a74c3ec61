# Answers: best-practice advice, failures from the CLI and operation results (label answers).
santwin_gtest_area(answers)
