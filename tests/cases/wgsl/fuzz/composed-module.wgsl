// Fuzz seed: a module in the style of Bevy's naga_oil composer, with an import path, imports,
// an alias, qualified names, shader defs and a substitution.
#define_import_path fuzz::lighting

#import fuzz::common::{ambient, Light}
#import fuzz::shadows as shadows

#ifdef SHADOWS
const shadow_strength: f32 = 0.5;
#else ifdef SOFT_SHADOWS
const shadow_strength: f32 = 0.25;
#else
const shadow_strength: f32 = 0.0;
#endif

#ifndef MAX_LIGHTS
const max_lights: u32 = 4u;
#endif

#if LIGHT_MODEL == 2
fn model(x: f32) -> f32 { return x * x; }
#else
fn model(x: f32) -> f32 { return x; }
#endif

fn shade(light: Light, n: vec3<f32>) -> vec3<f32> {
    let lit = max(dot(n, light.direction), 0.0);
    let shadow = shadows::visibility(light, n) * shadow_strength;
    return ambient() + light.color * model(lit) * (1.0 - shadow) * f32(#{MAX_LIGHTS});
}
