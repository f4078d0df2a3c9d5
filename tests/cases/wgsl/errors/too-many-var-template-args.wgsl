// expect: WrongTemplateArgs
@group(0) @binding(0) var<storage, read, read> b: array<u32>;
