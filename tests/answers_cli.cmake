# Answers from the CLI (label answers): advice in lab check, failures in simulate, operate.
# Lab 003 as built draws no round-robin advice; with round robin on the asymmetric array's
# policies (every "mru" in its JSON) it does, naming report 003 and the one-edit fix.
santwin_cli_test(answers_export_003 answers ARGS lab export 003 ${CLI_TMP}/lab003.json --force PASS "wrote 003")
set_tests_properties(cli.answers_export_003 PROPERTIES FIXTURES_SETUP lab003_json)
add_test(NAME cli.answers_rr_advice
    COMMAND sh -c "! $0 lab check $1 | grep -q advice.rr_on_asymmetric && sed 's/\"mru\"/\"rr\"/g' $1 > lab003-rr.json && $0 lab check lab003-rr.json > rr.txt && grep -q 'advice  advice.rr_on_asymmetric: .*round robin' rr.txt && grep -q 'fix: set .* policy to mru' rr.txt && grep -q 'source: 003' rr.txt"
            $<TARGET_FILE:santwin-cli> ${CLI_TMP}/lab003.json)
set_tests_properties(cli.answers_rr_advice PROPERTIES LABELS answers FIXTURES_REQUIRED lab003_json WORKING_DIRECTORY ${CLI_TMP})
# --set checks a variant: VAAI off on a host of lab 001's VSP draws the VAAI advice.
santwin_cli_test(answers_export_001 answers ARGS lab export 001 ${CLI_TMP}/lab001.json --force PASS "wrote 001")
set_tests_properties(cli.answers_export_001 PROPERTIES FIXTURES_SETUP lab001_json)
santwin_cli_test(answers_vaai_advice answers ARGS lab check ${CLI_TMP}/lab001.json --set ESX-01/ESX-01.vaai=no
                 PASS "advice  advice.vaai_disabled: 'ESX-01' .*fix: set 'ESX-01' vaai to yes")
set_tests_properties(cli.answers_vaai_advice PROPERTIES FIXTURES_REQUIRED lab001_json)
# simulate --fail: a controller failure's events and the VMs' latency between them.
santwin_cli_test(answers_fail_controller answers ARGS simulate ${CLI_TMP}/lab000.santwin --duration 4m --fail CTL0@1m
                 PASS "write_through: .*path_failover: .*all VMs' latency between them.*1 min to 1 min 30 s: ")
santwin_cli_test(answers_fail_vm_refused answers ARGS simulate ${CLI_TMP}/lab000.santwin --duration 4m --fail VM1@1m
                 REFUSED "--fail VM1@1m: .*cannot fail here: give a cable")
santwin_cli_test(answers_fail_after_end answers ARGS simulate ${CLI_TMP}/lab000.santwin --duration 4m --fail CTL0@5m
                 REFUSED "--fail CTL0@5m is at or after the run's end \\(4 min\\)")
# operate: a clone's answer, and a boot storm of 0 VMs refused rather than clamped.
santwin_cli_test(answers_operate_clone answers ARGS operate ${CLI_TMP}/lab000.santwin clone VM1 --to DS-RG-001
                 PASS "Clone of VM1 to DS-RG-001.*window: .*data: .*GB/h.*VMs beside: 7 VMs ran their workloads: mean .*p95 .*p99 .*bottleneck: ")
santwin_cli_test(answers_operate_bootstorm_zero answers ARGS operate ${CLI_TMP}/lab000.santwin bootstorm --on DS-RG-001 --count 0
                 REFUSED "a boot storm of 0 VMs boots nothing")
set_tests_properties(cli.answers_fail_controller cli.answers_fail_vm_refused cli.answers_fail_after_end
                     cli.answers_operate_clone cli.answers_operate_bootstorm_zero PROPERTIES FIXTURES_REQUIRED lab000_file)
# simulate's summary answers for every VM, not only the busiest twenty.
santwin_cli_test(answers_all_vms answers ARGS simulate ${CLI_TMP}/lab000.santwin --duration 2m
                 PASS "all 8 VMs that did I/O: mean [0-9.]+ ms, p95 [0-9.]+ ms, p99 [0-9.]+ ms per I/O")
set_tests_properties(cli.answers_all_vms PROPERTIES FIXTURES_REQUIRED lab000_file)
# Two drives of one RAID-5 group: the second fails during the first one's rebuild, a data loss.
santwin_cli_test(answers_fail_two_drives answers ARGS simulate ${CLI_TMP}/lab000.santwin --duration 6m --fail HDD-0@1m --fail HDD-1@3m
                 PASS "drive_failure: .*rebuild_start: .*data_loss: .*RAID-5 group 'RG-000' lost 2 drives.*RAID-6 survives two")
santwin_cli_test(answers_operate_ht_too_small answers ARGS operate ${CLI_TMP}/lab004.json backup --to VLS6510 --type vcb-image
                 REFUSED "the image of sqlone \\(1020 GB\\) does not fit the holding tank Prox1-HT \\(500 GB\\): grow")
set_tests_properties(cli.answers_fail_two_drives PROPERTIES FIXTURES_REQUIRED lab000_file)
set_tests_properties(cli.answers_operate_ht_too_small PROPERTIES FIXTURES_REQUIRED lab004_json)
# capacity: lab 000's VDbench load grown until p95 passes 40 ms; the RAID group saturates first.
santwin_cli_test(answers_capacity_000 answers ARGS capacity 000 --target latency_ms.p95<=40
                 PASS "1x +8 .* met.*MISSED.*answer: latency_ms.p95 <= 40 ms holds up to [0-9.]+x.*breaks first: AMS2100/RG-000 busy_pct at [0-9]+%")
santwin_cli_test(answers_capacity_bad_target answers ARGS capacity 000 --target p95<10
                 REFUSED "--target 'p95<10': write METRIC<=LIMIT")
# By clones: a step is a whole number of VMs.
santwin_cli_test(answers_capacity_by_vms answers ARGS capacity 000 --target latency_ms.p95<=30 --by vms --runs 3
                 PASS "8 VMs.*10 VMs.*12 VMs")
# health: single points of failure and failures run, written as PDF and HTML.
santwin_cli_test(answers_health_000 answers ARGS health 000 --out ${CLI_TMP}/health000.pdf --max-failures 2
                 PASS "failures simulated: 2 .*wrote .*health000.pdf \\([0-9]+ pages\\) and .*health000.html")
set_tests_properties(cli.answers_health_000 PROPERTIES ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
