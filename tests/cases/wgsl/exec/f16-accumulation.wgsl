// expect f32: 2048 1024 0.5
// reference: add(add(add(add(2048,1),1),1),1); add(add(add(add(1024,h(0.25)),h(0.25)),h(0.25)),h(0.25)); add(add(add(add(add(0,h(0.1)),h(0.1)),h(0.1)),h(0.1)),h(0.1))
// input u32: 1
// each += rounds: 2048 + 1 stays 2048 four times over, where one f32 sum would give 2052
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    var s = 2048.0h * one;
    var t = 1024.0h * one;
    var u = 0.0h;
    for (var i = 0; i < 4; i++) {
        s += 1.0h;
        t += 0.25h;
    }
    for (var i = 0; i < 5; i++) {
        u += f16(0.1) * one;
    }
    out[0] = f32(s);
    out[1] = f32(t);
    out[2] = f32(u);
}
