// expect i32: 20 0
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
fn pick(k: i32) -> i32 {
  for (var i = 0; i < 3; i++) {
    switch i { case 2: { if k == 2 { return 20; } } default: { } }
  }
  return 0;
}
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = pick(2); out[1] = pick(9);
}
