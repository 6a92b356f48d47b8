// tile.setmaxnreg: setmaxnreg.inc/dec.sync.aligned.u32 on every target ptxas
// 13 accepts it for (sm_90a and every a/f target from sm_100), a verifier
// rule on the count (a multiple of 8 in [24, 256]), and a clean error on the
// other targets.

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.90a.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,V80 < %t.90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.90a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100a %s -o %t.100a.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,V86 < %t.100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.100a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_100f %s -o %t.100f.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,V88 < %t.100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.100f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_103f %s -o %t.103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.103f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_110a %s -o %t.110a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110a %t.110a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120a %s -o %t.120a.ptx
// RUN: FileCheck %s --check-prefixes=CHECK,V87 < %t.120a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120a %t.120a.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_120f %s -o %t.120f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120f %t.120f.ptx -o /dev/null %}
// RUN: tile-translate --gpu-name=sm_121a %s -o %t.121a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121a %t.121a.ptx -o /dev/null %}

// V80: .version 8.0
// V86: .version 8.6
// V87: .version 8.7
// V88: .version 8.8
// CHECK-LABEL: .entry producer_consumer(
// CHECK: setmaxnreg.dec.sync.aligned.u32 40;
// CHECK: setmaxnreg.inc.sync.aligned.u32 240;
// CHECK: setmaxnreg.inc.sync.aligned.u32 256;
// CHECK: setmaxnreg.dec.sync.aligned.u32 24;

// Base targets and pre-Hopper targets cannot run it: exit status 1 and a
// located error naming the targets that can.
// RUN: not tile-translate --gpu-name=sm_90 %s -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=SM90
// SM90: setmaxnreg.mlir:{{[0-9]+}}:5: error: 'tile.setmaxnreg' op unsupported operation for target sm_90: setmaxnreg needs sm_90a, sm_100f, sm_100a, sm_101f, sm_101a, sm_103f, sm_103a, sm_110f, sm_110a, sm_120f, sm_120a, sm_121f, sm_121a
// RUN: not tile-translate --gpu-name=sm_100 %s 2>&1 | FileCheck %s --check-prefix=SM100
// SM100: error: 'tile.setmaxnreg' op unsupported operation for target sm_100: setmaxnreg needs sm_90a,
// RUN: not tile-translate --gpu-name=sm_120 %s 2>&1 | FileCheck %s --check-prefix=SM120
// SM120: error: 'tile.setmaxnreg' op unsupported operation for target sm_120: setmaxnreg needs
// RUN: not tile-translate --gpu-name=sm_80 %s 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: error: 'tile.setmaxnreg' op unsupported operation for target sm_80: setmaxnreg needs

module {
  tile.kernel @producer_consumer(%x: !tile.ptr<f32>) attributes {num_warps = 8 : i32} {
    tile.setmaxnreg dec 40
    tile.setmaxnreg inc 240
    tile.setmaxnreg inc 256
    tile.setmaxnreg dec 24
    tile.return
  }
}
