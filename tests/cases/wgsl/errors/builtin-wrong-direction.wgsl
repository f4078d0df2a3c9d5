// expect: InvalidBuiltin
@fragment fn main() -> @builtin(vertex_index) u32 {
    return 0u;
}
