// expect: DuplicateBinding
@compute @workgroup_size(1) fn main(@builtin(local_invocation_id) a: vec3<u32>, @builtin(local_invocation_id) b: vec3<u32>) {}
