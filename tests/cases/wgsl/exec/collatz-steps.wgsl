// expect u32: 111 0 7
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
fn steps(start: u32) -> u32 {
  var n = start; var k = 0u;
  loop { if n <= 1u { break; } if n % 2u == 0u { n /= 2u; } else { n = 3u * n + 1u; } k++; }
  return k;
}
@compute @workgroup_size(1) fn main(@builtin(local_invocation_index) lid: u32, @builtin(global_invocation_id) gid: vec3<u32>) {
    out[0] = steps(27u); out[1] = steps(1u); out[2] = steps(3u);
}
