// expect f32: 0.009994507 Infinity Infinity -Infinity 5.9604645E-8 0 1.1920929E-7 0
// reference: mul(h(0.1),h(0.1)); mul(255,257); mul(256,256); mul(-256,256); mul(0x1p-12,0x1p-12); mul(0x1p-12,0x1p-13); mul(h(1.5),0x1p-24); mul(-0.0,1)
// input u32: 1
// products round once: 255 * 257 = 65535 overflows, 2^-25 ties to zero, 1.5 * 2^-24 ties up to 2^-23
enable f16;
@group(0) @binding(0) var<storage, read_write> out: array<f32>;
@group(0) @binding(1) var<storage, read_write> input: array<u32>;
@compute @workgroup_size(1) fn main() {
    let one = f16(input[0]);
    out[0] = f32(f16(0.1) * one * 0.1h);
    out[1] = f32(255.0h * one * 257.0h);
    out[2] = f32(256.0h * one * 256.0h);
    out[3] = f32(-256.0h * one * 256.0h);
    out[4] = f32(0x1p-12h * one * 0x1p-12h);
    out[5] = f32(0x1p-12h * one * 0x1p-13h);
    out[6] = f32(1.5h * one * 0x1p-24h);
    out[7] = f32(-0.0h * one);
}
