// expected-error @+1 {{'tile.kernel' op parameter #0 has tile.divisibility 12 : i64; it must be a power of two such as 16 : i64}}
tile.kernel @not_a_power(%x: !tile.ptr<f32> {tile.divisibility = 12 : i64}) {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op parameter #1 has tile.divisibility but type 'f32'; it applies to integers (a divisor) and !tile.ptr (an alignment in bytes)}}
tile.kernel @on_a_float(%x: !tile.ptr<f32>, %s: f32 {tile.divisibility = 16 : i64}) {
  tile.return
}

// -----

// expected-error @+1 {{'tile.kernel' op parameter #0 has tile.divisibility "16"; it must be a power of two such as 16 : i64}}
tile.kernel @a_string(%n: i32 {tile.divisibility = "16"}) {
  tile.return
}
