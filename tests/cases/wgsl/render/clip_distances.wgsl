// Clip distances: six user distances (two TGSI CLIPDIST registers), each a linear function of
// the cell-local coordinate in data.yz; data.x picks which distances a cell uses.
enable clip_distances;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @builtin(clip_distances) clip: array<f32, 6>,
    @location(0) @interpolate(flat) cell: u32,
}

@vertex
fn vs(@location(0) position: vec4<f32>, @location(1) data: vec4<f32>) -> VertexOut {
    let cell = u32(data.x);
    let x = data.y;
    let y = data.z;
    var d = array<f32, 6>(1.0, 1.0, 1.0, 1.0, 1.0, 1.0);
    switch cell {
        case 1u: { d[0] = x - 0.5; }
        case 2u: { d[1] = 0.5 - y; }
        case 3u: { d[0] = x - 0.5; d[1] = 0.5 - y; }
        case 4u: { d[2] = x + y - 1.0; }
        case 5u: { d[3] = 0.7 - x; }
        case 6u: { d[4] = y - 0.3; }
        case 7u: { d[5] = 0.8 - y; }
        case 8u: { d[4] = y - 0.3; d[5] = 0.7 - y; }
        case 9u: {
            d[0] = x - 0.2; d[1] = 0.8 - y; d[2] = x + y - 0.6;
            d[3] = 0.9 - x; d[4] = y - 0.1; d[5] = 1.4 - x - y;
        }
        case 10u: { d[2] = -1.0; }
        case 11u: { d[0] = -1.0; d[4] = y - x; }
        default: {}
    }
    return VertexOut(position, d, cell);
}

@fragment
fn fs(@location(0) @interpolate(flat) cell: u32) -> @location(0) vec4<f32> {
    let k = f32(cell);
    return vec4<f32>(0.2 + 0.06 * k, 1.0 - 0.07 * k, 0.5 + 0.04 * k, 1.0);
}
