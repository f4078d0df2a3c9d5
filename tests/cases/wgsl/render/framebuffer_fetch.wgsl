// Framebuffer fetch (Tint's chromium_experimental_framebuffer_fetch): each fragment entry point
// reads the colour already in render target 0 through a @color(0) input and blends in the
// shader what fixed-function blending cannot. `fill` lays down the destination colours first.
enable chromium_experimental_framebuffer_fetch;

struct VertexOut {
    @builtin(position) position: vec4<f32>,
    @location(0) colour: vec4<f32>,
}

@vertex
fn vs(@location(0) position: vec4<f32>, @location(1) colour: vec4<f32>) -> VertexOut {
    return VertexOut(position, colour);
}

@fragment
fn fill(in: VertexOut) -> @location(0) vec4<f32> {
    return in.colour;
}

@fragment
fn multiply(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return in.colour * dst;
}

@fragment
fn screen(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4<f32>(1.0) - (vec4<f32>(1.0) - in.colour) * (vec4<f32>(1.0) - dst);
}

@fragment
fn darken(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return min(in.colour, dst);
}

@fragment
fn lighten(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return max(in.colour, dst);
}

@fragment
fn difference(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return abs(in.colour - dst);
}

// The overlay blend: multiply where the destination is dark, screen where it is light.
@fragment
fn overlay(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    let s = in.colour;
    let dark = 2.0 * s * dst;
    let light = vec4<f32>(1.0) - 2.0 * (vec4<f32>(1.0) - s) * (vec4<f32>(1.0) - dst);
    return select(light, dark, dst < vec4<f32>(0.5));
}

// The destination's channels rotated: fetch returns all four, in order.
@fragment
fn rotate(@color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return dst.gbra;
}

// A scalar framebuffer input reads the red channel.
@fragment
fn red(in: VertexOut, @color(0) r: f32) -> @location(0) vec4<f32> {
    return vec4<f32>(in.colour.rgb * r, 1.0);
}

// Discards where the destination is green-heavy: the fetched value steers control flow.
@fragment
fn keep_dark_green(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    if dst.g > 0.5 {
        discard;
    }
    return in.colour;
}

// Adds a quarter of the source: two overlapping quads in one draw add half, so the second
// fragment must see the first one's result.
@fragment
fn accumulate(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return dst + 0.25 * in.colour;
}

// "Source over" written in the shader, with the source alpha.
@fragment
fn over(in: VertexOut, @color(0) dst: vec4<f32>) -> @location(0) vec4<f32> {
    return vec4<f32>(mix(dst.rgb, in.colour.rgb, in.colour.a), 1.0);
}

// Two render targets, read through struct members: target 0 gets the product of both and the
// source, target 1 its own colour with the channels rotated.
struct Targets {
    @color(0) first: vec4<f32>,
    @color(1) second: vec4<f32>,
}

struct Swapped {
    @location(0) first: vec4<f32>,
    @location(1) second: vec4<f32>,
}

@fragment
fn two_targets(in: VertexOut, t: Targets) -> Swapped {
    return Swapped(t.first * t.second * in.colour, t.second.gbra);
}

// Each target gets the other's colour (a swap).
@fragment
fn swap(@color(0) first: vec4<f32>, @color(1) second: vec4<f32>) -> Swapped {
    return Swapped(second, first);
}
