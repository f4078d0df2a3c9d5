package dev.tungsten.vk.spirv;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.ImmediateType;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.MemoryType;
import dev.tungsten.tgsi.PipeFormat;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.ReturnType;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;

/// The texture opcodes: the GL-2 family (TEX, TXP, TXB, TXL, TXD, TXF, TXQ, TG4, LODQ and the
/// 2/LZ variants), which name a sampler unit and carry the target in the instruction, and the
/// D3D10 family (SAMPLE*, GATHER4, SVIEWINFO, LOD), which name a view and a sampler state.
///
/// Vulkan keeps images and samplers apart: `SAMP[s]` is a sampler descriptor, a texture
/// (`SVIEW[v]`, or for the GL-2 opcodes the texture on unit *s*) a sampled-image descriptor,
/// joined by `OpSampledImage` at each lookup. Coordinates keep TGSI's layout: the array layer
/// follows the coordinates and the shadow reference comes last (z for 1D/2D shadow, w for array
/// and cube shadow, a separate operand for cube-array shadow). RECT textures are 2D images
/// addressed in texels, so lookups divide by the level-0 size. Implicit-LOD lookups exist only
/// in fragment shaders; elsewhere they read level 0, as the interpreter does. Texel fetches
/// outside the image, its levels or its samples read 0.
final class Textures extends ResourceSupport {
    Textures(Code c, Registers regs, TgsiShader shader, SpirvOptions options, Instructions owner, Bindings bindings) {
        super(c, regs, shader, options, owner, bindings);
    }

    /// How the level of detail is chosen.
    enum Mode { IMPLICIT, BIAS, LOD, GRAD, PROJECT, GATHER }

    /// A texture as a lookup sees it: its image and sampler variables, the target and the
    /// component type of its texels.
    record Sampler(int image, int sampler, int imageType, TextureTarget target, Kind kind) {}

    // Samplers and sampled images.

    /// A GL-2 lookup: the sampler unit in source `samplerSrc`, the target in the instruction.
    Sampler classic(Instruction in, int samplerSrc) {
        if (in.texture() == null) {
            throw malformed("expected a texture target");
        }
        SrcRegister s = operand(in, samplerSrc, RegisterFile.SAMPLER);
        if (s.isIndirect()) {
            throw owner.unsupported("an indirectly chosen sampler (descriptor arrays are not used)");
        }
        int unit = s.index();
        Declaration view = declarationOf(RegisterFile.SAMPLER_VIEW, unit);
        Kind kind = kindOf(view != null ? view.samplerView().x() : in.texture().returnType());
        return sampler(unit, unit, in.texture().target(), kind);
    }

    /// A D3D10 lookup: the view in `viewSrc`, the sampler state in `samplerSrc` (-1: none).
    Sampler view(Instruction in, int viewSrc, int samplerSrc, boolean shadow) {
        SrcRegister v = operand(in, viewSrc, RegisterFile.SAMPLER_VIEW);
        int sampler = v.index();
        if (samplerSrc >= 0) {
            sampler = operand(in, samplerSrc, RegisterFile.SAMPLER).index();
        }
        if (v.isIndirect()) {
            throw owner.unsupported("an indirectly chosen sampler view (descriptor arrays are not used)");
        }
        Declaration d = declarationOf(RegisterFile.SAMPLER_VIEW, v.index());
        if (d == null) {
            throw malformed("SVIEW[" + v.index() + "] is not declared");
        }
        TextureTarget target = d.samplerView().resource();
        if (shadow) {
            target = shadowOf(target);
        }
        return sampler(v.index(), samplerSrc >= 0 || v.index() == sampler ? sampler : -1, target, kindOf(d.samplerView().x()));
    }

    private static Kind kindOf(ReturnType t) {
        return switch (t) {
            case SINT -> Kind.INT;
            case UINT -> Kind.UINT;
            case UNORM, SNORM, FLOAT, UNKNOWN -> Kind.FLOAT;
        };
    }

    private TextureTarget shadowOf(TextureTarget t) {
        return switch (t) {
            case T1D, SHADOW1D -> TextureTarget.SHADOW1D;
            case T2D, SHADOW2D -> TextureTarget.SHADOW2D;
            case RECT, SHADOWRECT -> TextureTarget.SHADOWRECT;
            case T1D_ARRAY, SHADOW1D_ARRAY -> TextureTarget.SHADOW1D_ARRAY;
            case T2D_ARRAY, SHADOW2D_ARRAY -> TextureTarget.SHADOW2D_ARRAY;
            case CUBE, SHADOWCUBE -> TextureTarget.SHADOWCUBE;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> TextureTarget.SHADOWCUBE_ARRAY;
            case BUFFER, T3D, T2D_MSAA, T2D_ARRAY_MSAA, UNKNOWN -> throw owner.unsupported("a depth comparison on a " + t.text() + " view");
        };
    }

    private Sampler sampler(int view, int samplerUnit, TextureTarget target, Kind kind) {
        if (target.isShadow() && kind != Kind.FLOAT) {
            throw malformed("a shadow lookup on an integer view");
        }
        int type = imageType(target, kind, 1, Spv.ImageFormat.Unknown);
        String key = "tex" + view + "/" + type;
        Integer image = variables.get(key);
        if (image == null) {
            image = c.m.variable(c.pointer(Spv.StorageClass.UniformConstant, type), Spv.StorageClass.UniformConstant, 0);
            c.m.name(image, "tex" + view);
            int binding = bindings.binding(target == TextureTarget.BUFFER ? SpirvModule.BindingKind.UNIFORM_TEXEL_BUFFER
                    : SpirvModule.BindingKind.SAMPLED_IMAGE, view, 0);
            decorateBinding(image, binding);
            variables.put(key, image);
        }
        int sampler = 0;
        if (samplerUnit >= 0 && target != TextureTarget.BUFFER) {
            String skey = "samp" + samplerUnit;
            Integer s = variables.get(skey);
            if (s == null) {
                s = c.m.variable(c.pointer(Spv.StorageClass.UniformConstant, c.m.typeSampler()), Spv.StorageClass.UniformConstant, 0);
                c.m.name(s, "samp" + samplerUnit);
                decorateBinding(s, bindings.binding(SpirvModule.BindingKind.SAMPLER, samplerUnit, 0));
                variables.put(skey, s);
            }
            sampler = s;
        }
        return new Sampler(image, sampler, type, target, kind);
    }

    private int sampledImage(Sampler s) {
        if (s.sampler() == 0) {
            throw owner.unsupported("a filtered lookup without a sampler state");
        }
        int image = c.load(s.imageType(), s.image());
        int sampler = c.load(c.m.typeSampler(), s.sampler());
        return c.op(Spv.Op.OpSampledImage, c.m.typeSampledImage(s.imageType()), image, sampler);
    }

    /// Components of the coordinate vector SPIR-V takes (layer included, reference excluded).
    private static int coordinateSize(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T2D, RECT, SHADOW2D, SHADOWRECT, T1D_ARRAY, SHADOW1D_ARRAY, T2D_MSAA -> 2;
            case T3D, CUBE, SHADOWCUBE, T2D_ARRAY, SHADOW2D_ARRAY, T2D_ARRAY_MSAA -> 3;
            case CUBE_ARRAY, SHADOWCUBE_ARRAY -> 4;
            case UNKNOWN -> 4;
        };
    }

    /// Components of a gradient or texel offset (the texture's spatial dimensions).
    private static int spatialSize(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D, T1D_ARRAY, SHADOW1D, SHADOW1D_ARRAY -> 1;
            case T2D, RECT, T2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA, SHADOW2D, SHADOWRECT, SHADOW2D_ARRAY -> 2;
            case T3D, CUBE, CUBE_ARRAY, SHADOWCUBE, SHADOWCUBE_ARRAY, UNKNOWN -> 3;
        };
    }

    /// The channel of the coordinate operand holding a shadow reference.
    private static int referenceChannel(TextureTarget t) {
        return switch (t) {
            case SHADOW1D, SHADOW2D, SHADOWRECT, SHADOW1D_ARRAY -> 2;
            default -> 3;
        };
    }

    private boolean isD3d(Instruction in) {
        return in.opcode().has(dev.tungsten.tgsi.TgsiOpcode.Flag.SAMPLE_TEXTURE_TOKEN) || in.opcode() == dev.tungsten.tgsi.TgsiOpcode.LOD
                || in.opcode() == dev.tungsten.tgsi.TgsiOpcode.SVIEWINFO;
    }

    /// The float size of level 0 of a RECT texture, to normalize texel coordinates.
    private int[] rectScale(Sampler s) {
        c.m.capability(Spv.Capability.ImageQuery);
        int image = c.load(s.imageType(), s.image());
        int size = c.op(Spv.Op.OpImageQuerySizeLod, c.vec(c.tInt(), 2), image, c.i(0));
        return new int[] {c.op(Spv.Op.OpConvertSToF, c.tFloat(), c.extract(c.tInt(), size, 0)),
                c.op(Spv.Op.OpConvertSToF, c.tFloat(), c.extract(c.tInt(), size, 1))};
    }

    void lookup(Instruction in, Sampler s, Mode mode, int extra) {
        TextureTarget t = s.target();
        if (t == TextureTarget.BUFFER || isMultisample(t)) {
            throw owner.unsupported("filtered lookups on a " + t.text() + " texture (only fetches are defined)");
        }
        boolean d3d = isD3d(in);
        int[] coords = readAll(in, 0, Kind.FLOAT, 4);
        if (mode == Mode.PROJECT) {
            for (int i = 0; i < 3; i++) {
                coords[i] = c.op(Spv.Op.OpFDiv, c.tFloat(), coords[i], coords[3]);
            }
            mode = Mode.IMPLICIT;
        }
        int ref = 0;
        if (t.isShadow()) {
            if (t == TextureTarget.SHADOWCUBE_ARRAY) {
                ref = d3d ? read(in, 3, 0, Kind.FLOAT) : extra;
                if (ref == 0) {
                    throw malformed("a cube-array shadow lookup needs its reference value (TEX2)");
                }
            } else {
                ref = d3d ? read(in, 3, 0, Kind.FLOAT) : coords[referenceChannel(t)];
            }
        }
        if (isRect(t)) {
            int[] size = rectScale(s);
            coords[0] = c.op(Spv.Op.OpFDiv, c.tFloat(), coords[0], size[0]);
            coords[1] = c.op(Spv.Op.OpFDiv, c.tFloat(), coords[1], size[1]);
        }
        int n = coordinateSize(t);
        if (t == TextureTarget.SHADOW1D) {
            n = 1;
        }
        int p = vector(Kind.FLOAT, coords, n);
        boolean fragment = shader.processor() == Processor.FRAG;
        int offset = constOffset(in, t);
        List<Integer> operands = new ArrayList<>();
        int mask = 0;
        int op;
        if (mode == Mode.GATHER) {
            int component = t.isShadow() ? 0 : gatherComponent(in, d3d);
            op = t.isShadow() ? Spv.Op.OpImageDrefGather : Spv.Op.OpImageGather;
            int[] head = t.isShadow() ? new int[] {sampledImage(s), p, ref} : new int[] {sampledImage(s), p, c.u(component)};
            if (offset != 0) {
                c.m.capability(Spv.Capability.ImageGatherExtended);
                mask |= Spv.ImageOperands.ConstOffset;
                operands.add(offset);
            }
            int r = c.op(op, c.vec(scalarType(s.kind()), 4), concat(head, mask, operands));
            writeVector(in, r, s.kind());
            return;
        }
        boolean implicit = fragment && (mode == Mode.IMPLICIT || mode == Mode.BIAS);
        if (mode == Mode.BIAS && fragment) {
            mask |= Spv.ImageOperands.Bias;
            operands.add(extra);
        } else if (mode == Mode.LOD) {
            mask |= Spv.ImageOperands.Lod;
            operands.add(extra);
        } else if (mode == Mode.GRAD) {
            int first = d3d ? 3 : 1;
            int k = spatialSize(t);
            mask |= Spv.ImageOperands.Grad;
            operands.add(vector(Kind.FLOAT, readAll(in, first, Kind.FLOAT, k), k));
            operands.add(vector(Kind.FLOAT, readAll(in, first + 1, Kind.FLOAT, k), k));
        } else if (!fragment) {
            // Outside fragment shaders there are no derivatives: level 0, as the interpreter.
            mask |= Spv.ImageOperands.Lod;
            operands.add(c.f(0f));
        }
        if (offset != 0) {
            mask |= Spv.ImageOperands.ConstOffset;
            operands.add(offset);
        }
        if (t.isShadow()) {
            op = implicit ? Spv.Op.OpImageSampleDrefImplicitLod : Spv.Op.OpImageSampleDrefExplicitLod;
            int r = c.op(op, c.tFloat(), concat(new int[] {sampledImage(s), p, ref}, mask, operands));
            writeShadow(in, r);
        } else {
            op = implicit ? Spv.Op.OpImageSampleImplicitLod : Spv.Op.OpImageSampleExplicitLod;
            int r = c.op(op, c.vec(scalarType(s.kind()), 4), concat(new int[] {sampledImage(s), p}, mask, operands));
            writeVector(in, r, s.kind());
        }
    }

    private static int[] concat(int[] head, int mask, List<Integer> operands) {
        int[] out = new int[head.length + (mask == 0 ? 0 : 1 + operands.size())];
        System.arraycopy(head, 0, out, 0, head.length);
        if (mask != 0) {
            out[head.length] = mask;
            for (int i = 0; i < operands.size(); i++) {
                out[head.length + 1 + i] = operands.get(i);
            }
        }
        return out;
    }

    /// A shadow comparison's result: (r, r, r, 1.0), as softpipe and llvmpipe return it
    /// (decision record 0020), the rule of every Tungsten driver.
    private void writeShadow(Instruction in, int r) {
        owner.store(in, 0, new int[] {r, r, r, c.f(1f)}, Kind.FLOAT);
    }

    /// Writes the channels of a 4-vector result (integer vectors keep their bits).

    private int gatherComponent(Instruction in, boolean d3d) {
        if (d3d) {
            return 0;
        }
        Integer word = immediateWord(in.src(1), 0);
        if (word == null) {
            throw owner.unsupported("a TG4 component that is not an immediate (SPIR-V needs a constant)");
        }
        int comp = immediateIsFloat(in.src(1).index()) ? (int) Float.intBitsToFloat(word) : word;
        if (comp < 0 || comp > 3) {
            throw malformed("expected a gather component 0..3, found " + comp);
        }
        return comp;
    }

    private int constOffset(Instruction in, TextureTarget t) {
        if (in.texture() == null || in.texture().offsets().isEmpty()) {
            return 0;
        }
        if (t.isCube()) {
            throw malformed("texel offsets on a cube map");
        }
        Instruction.TextureOffset o = in.texture().offsets().getFirst();
        if (o.file() != RegisterFile.IMMEDIATE || o.index() < 0 || o.index() >= shader.immediates().size()) {
            throw owner.unsupported("a texel offset that is not an immediate (SPIR-V needs a constant offset)");
        }
        Immediate imm = shader.immediates().get(o.index());
        int[] sw = {o.swizzleX(), o.swizzleY(), o.swizzleZ()};
        int n = spatialSize(t);
        int[] parts = new int[n];
        for (int i = 0; i < n; i++) {
            int v = sw[i] < imm.size() ? imm.word(sw[i]) : 0;
            // Vulkan guarantees offsets in [-8, 7] (minTexelOffset, maxTexelOffset).
            if (v < -8 || v > 7) {
                throw owner.unsupported("texel offset " + v + " outside the range Vulkan guarantees, [-8, 7]");
            }
            parts[i] = c.i(v);
        }
        return n == 1 ? parts[0] : c.m.constantComposite(c.vec(c.tInt(), n), parts);
    }

    /// TXF / SAMPLE_I / SAMPLE_I_MS: a texel fetch, 0 outside the image or its levels.
    void fetch(Instruction in, Sampler s, int lodOrSample) {
        TextureTarget t = s.target();
        if (t.isCube() || t.isShadow()) {
            throw malformed("a texel fetch from a " + t.text() + " texture");
        }
        c.m.capability(Spv.Capability.ImageQuery);
        int n = coordinateSize(t);
        int[] coords = readAll(in, 0, Kind.INT, n);
        int p = vector(Kind.INT, coords, n);
        int image = c.load(s.imageType(), s.image());
        boolean ms = isMultisample(t);
        boolean levels = t != TextureTarget.BUFFER && !ms;
        int lod = levels ? (isRect(t) ? c.i(0) : lodOrSample) : 0;
        List<Integer> operands = new ArrayList<>();
        int mask = 0;
        if (levels) {
            mask |= Spv.ImageOperands.Lod;
            operands.add(lod);
        }
        int offset = constOffset(in, t);
        if (offset != 0) {
            if (!levels) {
                throw malformed("texel offsets on a " + t.text() + " fetch");
            }
            mask |= Spv.ImageOperands.ConstOffset;
            operands.add(offset);
        }
        if (ms) {
            mask |= Spv.ImageOperands.Sample;
            operands.add(lodOrSample);
        }
        // The bounds: coordinates (offset included) inside the level's size, the level inside
        // the image's levels, the sample inside its samples.
        int size = levels ? c.op(Spv.Op.OpImageQuerySizeLod, c.vec(c.tInt(), n), image, safeLevel(image, lod))
                : c.op(Spv.Op.OpImageQuerySize, c.vec(c.tInt(), n), image);
        int inside = c.bool(true);
        int[] offsets = offsetValues(in, t);
        for (int i = 0; i < n; i++) {
            int coord = i < offsets.length ? c.op(Spv.Op.OpIAdd, c.tInt(), coords[i], c.i(offsets[i])) : coords[i];
            int limit = n == 1 ? size : c.extract(c.tInt(), size, i);
            inside = c.op(Spv.Op.OpLogicalAnd, c.tBool(), inside,
                    c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), coord), c.bitcast(c.tUint(), limit)));
        }
        if (levels) {
            int count = c.op(Spv.Op.OpImageQueryLevels, c.tInt(), image);
            inside = c.op(Spv.Op.OpLogicalAnd, c.tBool(), inside,
                    c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), lod), c.bitcast(c.tUint(), count)));
        }
        if (ms) {
            int count = c.op(Spv.Op.OpImageQuerySamples, c.tInt(), image);
            inside = c.op(Spv.Op.OpLogicalAnd, c.tBool(), inside,
                    c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), lodOrSample), c.bitcast(c.tUint(), count)));
        }
        int vec4 = c.vec(scalarType(s.kind()), 4);
        int result = c.local(vec4, c.m.constantNull(vec4));
        int[] args = concat(new int[] {image, p}, mask, operands);
        c.ifThen(inside, () -> c.store(result, c.op(Spv.Op.OpImageFetch, vec4, args)));
        writeVector(in, c.load(vec4, result), s.kind());
    }

    /// A level that is safe to query: `lod` clamped into the image's levels.
    private int safeLevel(int image, int lod) {
        int count = c.op(Spv.Op.OpImageQueryLevels, c.tInt(), image);
        int last = c.op(Spv.Op.OpISub, c.tInt(), count, c.i(1));
        return c.ext(Spv.Glsl.SClamp, c.tInt(), lod, c.i(0), c.ext(Spv.Glsl.SMax, c.tInt(), last, c.i(0)));
    }

    private int[] offsetValues(Instruction in, TextureTarget t) {
        if (in.texture() == null || in.texture().offsets().isEmpty()) {
            return new int[0];
        }
        Instruction.TextureOffset o = in.texture().offsets().getFirst();
        Immediate imm = shader.immediates().get(o.index());
        int[] sw = {o.swizzleX(), o.swizzleY(), o.swizzleZ()};
        int[] v = new int[spatialSize(t)];
        for (int i = 0; i < v.length; i++) {
            v[i] = sw[i] < imm.size() ? imm.word(sw[i]) : 0;
        }
        return v;
    }

    /// TXQ / SVIEWINFO: the size at a level in x, y, z, the level count in w.
    void size(Instruction in, Sampler s, int level) {
        TextureTarget t = s.target();
        c.m.capability(Spv.Capability.ImageQuery);
        int image = c.load(s.imageType(), s.image());
        boolean levels = t != TextureTarget.BUFFER && !isMultisample(t);
        int n = switch (t) {
            case BUFFER, T1D, SHADOW1D -> 1;
            case T3D, T2D_ARRAY, SHADOW2D_ARRAY, CUBE_ARRAY, SHADOWCUBE_ARRAY, T2D_ARRAY_MSAA -> 3;
            default -> 2;
        };
        int sizeType = c.vec(c.tInt(), n);
        int size;
        int count;
        if (levels) {
            count = c.op(Spv.Op.OpImageQueryLevels, c.tInt(), image);
            int inside = c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), level), c.bitcast(c.tUint(), count));
            int queried = c.op(Spv.Op.OpImageQuerySizeLod, sizeType, image, safeLevel(image, level));
            size = c.select(sizeType, n == 1 ? inside : c.composite(c.vec(c.tBool(), n), repeat(inside, n)), queried, c.m.constantNull(sizeType));
        } else {
            size = c.op(Spv.Op.OpImageQuerySize, sizeType, image);
            count = c.i(1);
        }
        int[] out = new int[4];
        for (int i = 0; i < 3; i++) {
            out[i] = i < n ? (n == 1 ? size : c.extract(c.tInt(), size, i)) : c.i(0);
        }
        out[3] = count;
        owner.store(in, 0, out, Kind.INT);
    }

    private static int[] repeat(int v, int n) {
        int[] out = new int[n];
        java.util.Arrays.fill(out, v);
        return out;
    }

    /// TXQS / SAMPLE_INFO: the sample count in x.
    void samples(Instruction in, Sampler s) {
        int count = c.i(1);
        if (isMultisample(s.target())) {
            c.m.capability(Spv.Capability.ImageQuery);
            count = c.op(Spv.Op.OpImageQuerySamples, c.tInt(), c.load(s.imageType(), s.image()));
        }
        owner.store(in, 0, new int[] {count, c.i(0), c.i(0), c.i(0)}, Kind.INT);
    }

    /// LODQ / LOD: x = the level accessed, y = the computed LOD.
    void queryLod(Instruction in, Sampler s) {
        if (shader.processor() != Processor.FRAG) {
            throw owner.unsupported("an LOD query outside a fragment shader (SPIR-V computes LOD only there)");
        }
        c.m.capability(Spv.Capability.ImageQuery);
        int k = spatialSize(s.target());
        int p = vector(Kind.FLOAT, readAll(in, 0, Kind.FLOAT, k), k);
        int v = c.op(Spv.Op.OpImageQueryLod, c.vec(c.tFloat(), 2), sampledImage(s), p);
        owner.store(in, 0, new int[] {c.extract(c.tFloat(), v, 0), c.extract(c.tFloat(), v, 1), c.f(0f), c.f(0f)}, Kind.FLOAT);
    }

    /// The standard sample patterns (sixteenths of a pixel from the centre) of 2, 4, 8 and 16 samples.
    private static final int[][] PATTERNS = {
        {4, 4, -4, -4},
        {-2, -6, 6, -2, -6, 2, 2, 6},
        {1, -3, -1, 3, 5, 1, -3, -5, -5, 5, -7, -1, 3, 7, 7, -7},
        {1, 1, -1, -3, -3, 2, 4, -1, -5, -2, 2, 5, 5, 3, 3, -5, -2, 6, 0, -7, -4, -6, -6, 4, -8, 0, 7, -4, 6, 7, -7, -8}};

    /// SAMPLE_POS: the position of sample src0.x of the view in src1 from the standard pattern
    /// of its sample count (the interpreter's choice); the centre for one sample, other counts or
    /// an index out of range.
    void samplePosition(Instruction in) {
        int count = c.i(1);
        if (in.src().size() > 1 && in.src(1).file() == RegisterFile.SAMPLER_VIEW) {
            Sampler s = view(in, 1, -1, false);
            if (isMultisample(s.target())) {
                c.m.capability(Spv.Capability.ImageQuery);
                count = c.op(Spv.Op.OpImageQuerySamples, c.tInt(), c.load(s.imageType(), s.image()));
            }
        }
        int index = read(in, 0, 0, Kind.INT);
        // One table: 2 + 4 + 8 + 16 (x, y) pairs, the pattern of n samples starting at 2 * (n - 2).
        int[] all = new int[60];
        int at = 0;
        for (int[] p : PATTERNS) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        int[] members = new int[60];
        for (int i = 0; i < 60; i++) {
            members[i] = c.i(all[i]);
        }
        int arrayType = c.m.typeArray(c.tInt(), 60);
        int table = c.local(arrayType, c.m.constantComposite(arrayType, members));
        int known = c.op(Spv.Op.OpLogicalOr, c.tBool(), c.op(Spv.Op.OpIEqual, c.tBool(), count, c.i(2)),
                c.op(Spv.Op.OpLogicalOr, c.tBool(), c.op(Spv.Op.OpIEqual, c.tBool(), count, c.i(4)),
                        c.op(Spv.Op.OpLogicalOr, c.tBool(), c.op(Spv.Op.OpIEqual, c.tBool(), count, c.i(8)),
                                c.op(Spv.Op.OpIEqual, c.tBool(), count, c.i(16)))));
        int valid = c.op(Spv.Op.OpLogicalAnd, c.tBool(), known,
                c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), index), c.bitcast(c.tUint(), count)));
        int base = c.op(Spv.Op.OpIMul, c.tInt(), c.op(Spv.Op.OpISub, c.tInt(), count, c.i(2)), c.i(2));
        int slot = c.op(Spv.Op.OpIAdd, c.tInt(), base, c.op(Spv.Op.OpIMul, c.tInt(), index, c.i(2)));
        slot = c.select(c.tInt(), valid, slot, c.i(0));
        int ptrType = c.pointer(Spv.StorageClass.Function, c.tInt());
        int px = c.load(c.tInt(), c.accessChain(ptrType, table, slot));
        int py = c.load(c.tInt(), c.accessChain(ptrType, table, c.op(Spv.Op.OpIAdd, c.tInt(), slot, c.i(1))));
        int x = c.op(Spv.Op.OpFAdd, c.tFloat(), c.f(0.5f), c.op(Spv.Op.OpFDiv, c.tFloat(), c.op(Spv.Op.OpConvertSToF, c.tFloat(), px), c.f(16f)));
        int y = c.op(Spv.Op.OpFAdd, c.tFloat(), c.f(0.5f), c.op(Spv.Op.OpFDiv, c.tFloat(), c.op(Spv.Op.OpConvertSToF, c.tFloat(), py), c.f(16f)));
        x = c.select(c.tFloat(), valid, x, c.f(0.5f));
        y = c.select(c.tFloat(), valid, y, c.f(0.5f));
        owner.store(in, 0, new int[] {x, y, c.f(0f), c.f(0f)}, Kind.FLOAT);
    }
}
