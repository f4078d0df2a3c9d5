// expect u32: 3221237350 31744 1744830465 3 2
// reference: pack(h(0.1),-2); pack(inf,h(0x1p-25)); pack(h(0x1.8p-25),h(2049)); n(3); n(2)
// input u32: 1
// pack2x16float rounds each f32 to f16 (to nearest even, subnormals kept); unpack2x16float undoes it
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<u32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    let x = f32(input[0]);
    out[0] = (pack2x16float(vec2<f32>(0.1, -2.0) * x));
    out[1] = (pack2x16float(vec2<f32>(1e6, 0x1p-25) * x));
    out[2] = (pack2x16float(vec2<f32>(0x1.8p-25, 2049.0) * x));
    let u = unpack2x16float(0xC0003C00u * input[0]);
    out[3] = u32(u.x + 2.0);
    out[4] = u32(-u.y);
}
