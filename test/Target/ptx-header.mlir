// The PTX header for each family of target: `.version` is the target's
// minimum (SPEC section 2), `.target` keeps the a/f suffix, 64-bit addresses.
// Every emitted file is handed to ptxas when it is installed.

// RUN: tile-translate --gpu-name=sm_80 %s -o %t.sm_80.ptx
// RUN: FileCheck %s --check-prefix=SM80 < %t.sm_80.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.sm_80.ptx -o /dev/null %}
// SM80: .version 7.0
// SM80-NEXT: .target sm_80{{$}}
// SM80-NEXT: .address_size 64

// RUN: tile-translate --gpu-name=sm_90 %s -o %t.sm_90.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t.sm_90.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.sm_90.ptx -o /dev/null %}
// SM90: .version 7.8
// SM90-NEXT: .target sm_90{{$}}
// SM90-NEXT: .address_size 64

// RUN: tile-translate --gpu-name=sm_90a %s -o %t.sm_90a.ptx
// RUN: FileCheck %s --check-prefix=SM90A < %t.sm_90a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_90a %t.sm_90a.ptx -o /dev/null %}
// SM90A: .version 8.0
// SM90A-NEXT: .target sm_90a{{$}}
// SM90A-NEXT: .address_size 64

// RUN: tile-translate --gpu-name=sm_100a %s -o %t.sm_100a.ptx
// RUN: FileCheck %s --check-prefix=SM100A < %t.sm_100a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100a %t.sm_100a.ptx -o /dev/null %}
// SM100A: .version 8.6
// SM100A-NEXT: .target sm_100a{{$}}

// RUN: tile-translate --gpu-name=sm_100f %s -o %t.sm_100f.ptx
// RUN: FileCheck %s --check-prefix=SM100F < %t.sm_100f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_100f %t.sm_100f.ptx -o /dev/null %}
// SM100F: .version 8.8
// SM100F-NEXT: .target sm_100f{{$}}

// RUN: tile-translate --gpu-name=sm_103f %s -o %t.sm_103f.ptx
// RUN: FileCheck %s --check-prefix=SM103F < %t.sm_103f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_103f %t.sm_103f.ptx -o /dev/null %}
// SM103F: .version 8.8
// SM103F-NEXT: .target sm_103f{{$}}

// RUN: tile-translate --gpu-name=sm_110f %s -o %t.sm_110f.ptx
// RUN: FileCheck %s --check-prefix=SM110F < %t.sm_110f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_110f %t.sm_110f.ptx -o /dev/null %}
// SM110F: .version 9.0
// SM110F-NEXT: .target sm_110f{{$}}

// RUN: tile-translate --gpu-name=sm_120f %s -o %t.sm_120f.ptx
// RUN: FileCheck %s --check-prefix=SM120F < %t.sm_120f.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_120f %t.sm_120f.ptx -o /dev/null %}
// SM120F: .version 8.8
// SM120F-NEXT: .target sm_120f{{$}}

// RUN: tile-translate --gpu-name=sm_121a %s -o %t.sm_121a.ptx
// RUN: FileCheck %s --check-prefix=SM121A < %t.sm_121a.ptx
// RUN: %if ptxas %{ %ptxas -arch=sm_121a %t.sm_121a.ptx -o /dev/null %}
// SM121A: .version 8.8
// SM121A-NEXT: .target sm_121a{{$}}

// An explicit --ptx-version wins when it is high enough.
// RUN: tile-translate --gpu-name=sm_90a --ptx-version=8.5 %s | FileCheck %s --check-prefix=PTX85
// PTX85: .version 8.5
// PTX85-NEXT: .target sm_90a{{$}}

module {
  tile.kernel @copy(%x: !tile.ptr<f32>, %y: !tile.ptr<f32>) {
    %r = tile.range 0 to 256 : tensor<256xi32>
    %v = tile.load %x[%r] : tensor<256xi32> -> tensor<256xf32>
    tile.store %v, %y[%r] : tensor<256xi32>, tensor<256xf32>
    tile.return
  }
}
