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

/// Samplers, sampled images, storage images, storage buffers and shared memory, and the
/// opcodes that use them.
///
/// Vulkan keeps images and samplers apart: `SAMP[s]` is a sampler descriptor, a texture
/// (`SVIEW[v]`, or for the GL-2 opcodes the texture on unit *s*) a sampled-image descriptor,
/// joined by `OpSampledImage` at each lookup. Each descriptor gets the next binding number of
/// the module ([Bindings]), and [SpirvModule#bindings] tells the driver which is which.
///
/// Coordinates keep TGSI's layout: the array layer follows the coordinates and the shadow
/// reference comes last (z for 1D/2D shadow, w for array and cube shadow, a separate operand for
/// cube-array shadow). RECT textures are 2D images addressed in texels, so lookups divide by
/// the level-0 size. Implicit-LOD lookups exist only in fragment shaders; elsewhere they read
/// level 0, as the interpreter does. Texel fetches and every buffer, shared-memory and image
/// access are bounds-checked: reads outside give 0 and writes outside are dropped.
final class Resources {
    private final Code c;
    private final Registers regs;
    private final TgsiShader shader;
    private final SpirvOptions options;
    private final Instructions owner;
    private final Bindings bindings;
    private final Map<String, Integer> variables = new HashMap<>();

    /// How the level of detail is chosen.
    enum Mode { IMPLICIT, BIAS, LOD, GRAD, PROJECT, GATHER }

    /// The atomic operations.
    enum Atomic { ADD, AND, OR, XOR, UMIN, UMAX, IMIN, IMAX, EXCHANGE, COMPARE_SWAP, FADD, INC_WRAP, DEC_WRAP }

    /// A texture as a lookup sees it: its image and sampler variables, the target and the
    /// component type of its texels.
    record Sampler(int image, int sampler, int imageType, TextureTarget target, Kind kind) {}

    Resources(Code c, Registers regs, TgsiShader shader, SpirvOptions options, Instructions owner, Bindings bindings) {
        this.c = c;
        this.regs = regs;
        this.shader = shader;
        this.options = options;
        this.owner = owner;
        this.bindings = bindings;
    }

    private TgsiException malformed(String detail) {
        return new TgsiException(TgsiException.Location.instruction(owner.pc()), owner.opcode().name() + ": " + detail);
    }

    private Declaration declarationOf(RegisterFile file, int index) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == file && index >= d.first() && index <= d.last()) {
                return d;
            }
        }
        return null;
    }

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

    private SrcRegister operand(Instruction in, int i, RegisterFile file) {
        if (i >= in.src().size() || in.src(i).file() != file) {
            throw malformed("expected a " + file.text() + " register as source " + i);
        }
        return in.src(i);
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

    private int dim(TextureTarget t) {
        return switch (t) {
            case T1D, SHADOW1D, T1D_ARRAY, SHADOW1D_ARRAY -> Spv.Dim.Dim1D;
            case T2D, SHADOW2D, RECT, SHADOWRECT, T2D_ARRAY, SHADOW2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA -> Spv.Dim.Dim2D;
            case T3D -> Spv.Dim.Dim3D;
            case CUBE, SHADOWCUBE, CUBE_ARRAY, SHADOWCUBE_ARRAY -> Spv.Dim.Cube;
            case BUFFER -> Spv.Dim.Buffer;
            case UNKNOWN -> throw malformed("texture target UNKNOWN (declare the view or give a target)");
        };
    }

    private static boolean isMultisample(TextureTarget t) {
        return t == TextureTarget.T2D_MSAA || t == TextureTarget.T2D_ARRAY_MSAA;
    }

    private static boolean isArrayed(TextureTarget t) {
        return t.isArray() || t == TextureTarget.T2D_ARRAY_MSAA;
    }

    private static boolean isRect(TextureTarget t) {
        return t == TextureTarget.RECT || t == TextureTarget.SHADOWRECT;
    }

    private int scalarType(Kind k) {
        return c.type(k);
    }

    /// The image type of `t` with texels of `kind`; `sampled` 1 for textures, 2 for storage.
    private int imageType(TextureTarget t, Kind kind, int sampled, int format) {
        int dim = dim(t);
        if (dim == Spv.Dim.Dim1D) {
            c.m.capability(sampled == 1 ? Spv.Capability.Sampled1D : Spv.Capability.Image1D);
        } else if (dim == Spv.Dim.Buffer) {
            c.m.capability(sampled == 1 ? Spv.Capability.SampledBuffer : Spv.Capability.ImageBuffer);
        } else if (dim == Spv.Dim.Cube && isArrayed(t)) {
            c.m.capability(sampled == 1 ? Spv.Capability.SampledCubeArray : Spv.Capability.ImageCubeArray);
        }
        if (sampled == 2 && isMultisample(t) && isArrayed(t)) {
            c.m.capability(Spv.Capability.ImageMSArray);
        }
        return c.m.typeImage(scalarType(kind), dim, 0, isArrayed(t), isMultisample(t), sampled, format);
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

    private void decorateBinding(int var, int binding) {
        c.m.decorate(var, Spv.Decoration.DescriptorSet, options.descriptorSet());
        c.m.decorate(var, Spv.Decoration.Binding, binding);
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

    private int vector(Kind k, int[] parts, int n) {
        if (n == 1) {
            return parts[0];
        }
        int[] p = java.util.Arrays.copyOf(parts, n);
        return c.composite(c.vec(scalarType(k), n), p);
    }

    private int read(Instruction in, int src, int ch, Kind k) {
        return regs.read(in.src(src), ch, k);
    }

    private int[] readAll(Instruction in, int src, Kind k, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = read(in, src, i, k);
        }
        return out;
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
            writeVector(in, r, s.kind(), false);
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
            writeVector(in, r, s.kind(), false);
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

    /// A shadow comparison's result: (r, r, r, r), the rule the GL driver and the soft driver's
    /// sampler follow.
    private void writeShadow(Instruction in, int r) {
        owner.store(in, 0, new int[] {r, r, r, r}, Kind.FLOAT);
    }

    /// Writes the channels of a 4-vector result (integer vectors keep their bits).
    private void writeVector(Instruction in, int v, Kind kind, boolean swizzled) {
        int[] out = new int[4];
        int t = scalarType(kind);
        for (int ch = 0; ch < 4; ch++) {
            out[ch] = c.extract(t, v, ch);
        }
        owner.store(in, 0, out, kind);
    }

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

    private boolean immediateIsFloat(int index) {
        return shader.immediates().get(index).type() == ImmediateType.FLT32;
    }

    private Integer immediateWord(SrcRegister s, int ch) {
        if (s.file() != RegisterFile.IMMEDIATE || s.isIndirect() || s.absolute() || s.negate()
                || s.index() < 0 || s.index() >= shader.immediates().size()) {
            return null;
        }
        Immediate imm = shader.immediates().get(s.index());
        int w = s.swizzle(ch);
        return w < imm.size() ? imm.word(w) : null;
    }

    /// The immediate texel offset of the instruction as a constant, or 0 when it has none.
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
        int fetchImage = image;
        int[] args = concat(new int[] {fetchImage, p}, mask, operands);
        c.ifThen(inside, () -> c.store(result, c.op(Spv.Op.OpImageFetch, vec4, args)));
        writeVector(in, c.load(vec4, result), s.kind(), false);
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

    // Buffers, shared memory and constant buffers as words.

    /// A word array: a pointer to word `i` and the length in words.
    private interface Words {
        int pointer(int index);

        int length();
    }

    private Words words(RegisterFile file, int index) {
        return switch (file) {
            case BUFFER -> {
                int var = storageBuffer(index);
                int ptrType = c.pointer(Spv.StorageClass.StorageBuffer, c.tUint());
                yield new Words() {
                    public int pointer(int i) {
                        return c.accessChain(ptrType, var, c.u(0), i);
                    }

                    public int length() {
                        return c.op(Spv.Op.OpArrayLength, c.tUint(), var, 0);
                    }
                };
            }
            case MEMORY -> {
                Declaration d = declarationOf(RegisterFile.MEMORY, index);
                if (d != null && d.memoryType() != MemoryType.SHARED) {
                    throw owner.unsupported("MEMORY of type " + d.memoryType().text() + " (only SHARED maps to Vulkan)");
                }
                if (shader.processor() != Processor.COMP) {
                    throw owner.unsupported("shared memory outside a compute shader");
                }
                int n = Math.max(1, options.sharedMemoryBytes() / 4);
                int var = sharedMemory(n);
                int ptrType = c.pointer(Spv.StorageClass.Workgroup, c.tUint());
                yield new Words() {
                    public int pointer(int i) {
                        return c.accessChain(ptrType, var, i);
                    }

                    public int length() {
                        return c.u(n);
                    }
                };
            }
            case CONSTANT -> {
                int slots = regs.constantSizes.getOrDefault(index, 1);
                yield new Words() {
                    public int pointer(int i) {
                        return regs.constantWordPointer(index, i);
                    }

                    public int length() {
                        return c.u(4 * slots);
                    }
                };
            }
            default -> throw malformed("expected a BUFFER, MEMORY, IMAGE or CONST resource, found " + file.text());
        };
    }

    private int storageBuffer(int index) {
        String key = "buf" + index;
        Integer var = variables.get(key);
        if (var == null) {
            int array = c.m.uniqueType(Spv.Op.OpTypeRuntimeArray, c.tUint());
            c.m.decorate(array, Spv.Decoration.ArrayStride, 4);
            int block = c.m.uniqueType(Spv.Op.OpTypeStruct, array);
            c.m.decorate(block, Spv.Decoration.Block);
            c.m.memberDecorate(block, 0, Spv.Decoration.Offset, 0);
            var = c.m.variable(c.pointer(Spv.StorageClass.StorageBuffer, block), Spv.StorageClass.StorageBuffer, 0);
            c.m.name(var, "buffer" + index);
            decorateBinding(var, bindings.binding(SpirvModule.BindingKind.STORAGE_BUFFER, index, 0));
            variables.put(key, var);
            if (!options.target().listsAllGlobals()) {
                c.m.extension("SPV_KHR_storage_buffer_storage_class");
            }
        }
        return var;
    }

    private int sharedMemory(int n) {
        Integer var = variables.get("shared");
        if (var == null) {
            int type = c.m.typeArray(c.tUint(), n);
            var = c.m.variable(c.pointer(Spv.StorageClass.Workgroup, type), Spv.StorageClass.Workgroup, 0);
            c.m.name(var, "shared_memory");
            variables.put("shared", var);
        }
        return var;
    }

    /// `offset <= (length - count) * 4`, with `length >= count`: words [offset/4, offset/4 + count) are inside.
    private int inside(Words w, int byteOffset, int count) {
        int length = w.length();
        int enough = c.op(Spv.Op.OpUGreaterThanEqual, c.tBool(), length, c.u(count));
        int last = c.op(Spv.Op.OpIMul, c.tUint(), c.op(Spv.Op.OpISub, c.tUint(), length, c.u(count)), c.u(4));
        return c.op(Spv.Op.OpLogicalAnd, c.tBool(), enough, c.op(Spv.Op.OpULessThanEqual, c.tBool(), byteOffset, last));
    }

    /// LOAD from the resource in source 0.
    void load(Instruction in) {
        SrcRegister r = in.src(0);
        if (r.file() == RegisterFile.IMAGE) {
            loadImage(in, r.index());
            return;
        }
        Words w = words(r.file(), r.index());
        int mask = in.dst(0).writeMask();
        int count = 32 - Integer.numberOfLeadingZeros(mask);
        if (count == 0) {
            return;
        }
        int offset = read(in, 1, 0, Kind.UINT);
        int first = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), offset, c.u(2));
        int vec = c.tUvec4();
        int result = c.local(vec, c.m.constantNull(vec));
        c.ifThen(inside(w, offset, count), () -> {
            int[] parts = new int[4];
            for (int ch = 0; ch < 4; ch++) {
                parts[ch] = ch < count ? c.load(c.tUint(), w.pointer(c.op(Spv.Op.OpIAdd, c.tUint(), first, c.u(ch)))) : c.u(0);
            }
            c.store(result, c.composite(vec, parts));
        });
        int v = c.load(vec, result);
        int[] out = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            out[ch] = c.extract(c.tUint(), v, ch);
        }
        owner.store(in, 0, out, Kind.UINT);
    }

    /// STORE into the resource in the destination.
    void store(Instruction in) {
        RegisterFile file = in.dst(0).file();
        int index = in.dst(0).index();
        if (file == RegisterFile.IMAGE) {
            storeImage(in, index);
            return;
        }
        if (file == RegisterFile.CONSTANT) {
            throw malformed("a store into a constant buffer");
        }
        Words w = words(file, index);
        int mask = in.dst(0).writeMask();
        int first = c.op(Spv.Op.OpShiftRightLogical, c.tUint(), read(in, 0, 0, Kind.UINT), c.u(2));
        int[] values = new int[4];
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                values[ch] = read(in, 1, ch, Kind.UINT);
            }
        }
        for (int ch = 0; ch < 4; ch++) {
            if ((mask & (1 << ch)) != 0) {
                int value = values[ch];
                int word = c.op(Spv.Op.OpIAdd, c.tUint(), first, c.u(ch));
                c.ifThen(c.op(Spv.Op.OpULessThan, c.tBool(), word, w.length()), () -> c.store(w.pointer(word), value));
            }
        }
    }

    /// RESQ: the size of the resource in source 0 (bytes for buffers, the size for images).
    void query(Instruction in) {
        SrcRegister r = in.src(0);
        if (r.file() == RegisterFile.IMAGE) {
            Image img = image(r.index());
            c.m.capability(Spv.Capability.ImageQuery);
            int n = imageCoordinates(img.target());
            int size = c.op(Spv.Op.OpImageQuerySize, c.vec(c.tInt(), n), c.load(img.type(), img.var()));
            int[] out = new int[4];
            for (int i = 0; i < 4; i++) {
                out[i] = i < n ? (n == 1 ? size : c.extract(c.tInt(), size, i)) : c.i(0);
            }
            owner.store(in, 0, out, Kind.INT);
            return;
        }
        Words w = words(r.file(), r.index());
        int bytes = c.op(Spv.Op.OpIMul, c.tUint(), w.length(), c.u(4));
        owner.store(in, 0, new int[] {bytes, 0, 0, 0}, Kind.UINT);
    }

    /// An atomic on the word at byte offset src1.x of the resource in source 0; outside the
    /// resource nothing happens and the result is 0.
    void atomic(Instruction in, Atomic op) {
        SrcRegister r = in.src(0);
        if ((in.dst(0).writeMask() & 1) == 0 && r.file() != RegisterFile.IMAGE) {
            return;
        }
        if (r.file() == RegisterFile.IMAGE) {
            atomicImage(in, op, r.index());
            return;
        }
        if (r.file() == RegisterFile.CONSTANT) {
            throw malformed("an atomic on a constant buffer");
        }
        Words w = words(r.file(), r.index());
        int offset = read(in, 1, 0, Kind.UINT);
        int a = read(in, 2, 0, Kind.UINT);
        int b = op == Atomic.COMPARE_SWAP ? read(in, 3, 0, Kind.UINT) : 0;
        int scope = c.u(r.file() == RegisterFile.MEMORY ? Spv.Scope.Workgroup : Spv.Scope.Device);
        int result = c.local(c.tUint(), c.u(0));
        c.ifThen(inside(w, offset, 1), () -> {
            int ptr = w.pointer(c.op(Spv.Op.OpShiftRightLogical, c.tUint(), offset, c.u(2)));
            c.store(result, atomicOn(op, ptr, scope, a, b, c.tUint()));
        });
        int v = c.load(c.tUint(), result);
        owner.store(in, 0, new int[] {v, v, v, v}, Kind.UINT);
    }

    private int atomicOn(Atomic op, int ptr, int scope, int a, int b, int type) {
        int none = c.u(Spv.MemorySemantics.None);
        return switch (op) {
            case ADD -> c.op(Spv.Op.OpAtomicIAdd, type, ptr, scope, none, a);
            case AND -> c.op(Spv.Op.OpAtomicAnd, type, ptr, scope, none, a);
            case OR -> c.op(Spv.Op.OpAtomicOr, type, ptr, scope, none, a);
            case XOR -> c.op(Spv.Op.OpAtomicXor, type, ptr, scope, none, a);
            case UMIN -> c.op(Spv.Op.OpAtomicUMin, type, ptr, scope, none, a);
            case UMAX -> c.op(Spv.Op.OpAtomicUMax, type, ptr, scope, none, a);
            case IMIN -> c.op(Spv.Op.OpAtomicSMin, type, ptr, scope, none, a);
            case IMAX -> c.op(Spv.Op.OpAtomicSMax, type, ptr, scope, none, a);
            case EXCHANGE -> c.op(Spv.Op.OpAtomicExchange, type, ptr, scope, none, a);
            // TGSI's CAS compares with src2 and stores src3; SPIR-V takes the value first.
            case COMPARE_SWAP -> c.op(Spv.Op.OpAtomicCompareExchange, type, ptr, scope, none, none, b, a);
            case FADD, INC_WRAP, DEC_WRAP -> casLoop(op, ptr, scope, a, type);
        };
    }

    /// Compare-and-swap attempts before an atomic gives up; bounded so that no loop can hang.
    static final int CAS_LIMIT = 1 << 16;

    /// The atomics SPIR-V lacks on `uint` words (float add, the wrapping increment and decrement,
    /// tgsi.rst's `old + 1 <= src ? old + 1 : 0` and `old > 0 && old < src ? old - 1 : 0`) as a
    /// bounded compare-and-swap loop.
    private int casLoop(Atomic op, int ptr, int scope, int a, int type) {
        int none = c.u(Spv.MemorySemantics.None);
        int old = c.local(type, 0);
        int tries = c.local(c.tUint(), 0);
        c.store(old, c.op(Spv.Op.OpAtomicLoad, type, ptr, scope, none));
        c.store(tries, c.u(0));
        int header = c.label();
        int body = c.label();
        int cont = c.label();
        int merge = c.label();
        c.branch(header);
        c.block(header);
        c.stmt(Spv.Op.OpLoopMerge, merge, cont, Spv.LoopControl.None);
        c.branch(body);
        c.block(body);
        int r = c.load(type, old);
        int next = switch (op) {
            case FADD -> c.bitcast(type, c.op(Spv.Op.OpFAdd, c.tFloat(), c.bitcast(c.tFloat(), r), c.bitcast(c.tFloat(), a)));
            case INC_WRAP -> {
                int plus = c.op(Spv.Op.OpIAdd, type, r, c.u(1));
                yield c.select(type, c.op(Spv.Op.OpULessThanEqual, c.tBool(), plus, a), plus, c.u(0));
            }
            case DEC_WRAP -> {
                int ok = c.op(Spv.Op.OpLogicalAnd, c.tBool(), c.op(Spv.Op.OpUGreaterThan, c.tBool(), r, c.u(0)),
                        c.op(Spv.Op.OpULessThan, c.tBool(), r, a));
                yield c.select(type, ok, c.op(Spv.Op.OpISub, type, r, c.u(1)), c.u(0));
            }
            default -> throw new IllegalStateException(op.name());
        };
        int seen = c.op(Spv.Op.OpAtomicCompareExchange, type, ptr, scope, none, none, next, r);
        int done = c.op(Spv.Op.OpIEqual, c.tBool(), seen, r);
        c.store(old, seen);
        int afterSwap = c.label();
        c.selectionMerge(afterSwap);
        c.branchConditional(done, merge, afterSwap);
        c.block(afterSwap);
        c.branch(cont);
        c.block(cont);
        int n = c.op(Spv.Op.OpIAdd, c.tUint(), c.load(c.tUint(), tries), c.u(1));
        c.store(tries, n);
        c.branchConditional(c.op(Spv.Op.OpULessThan, c.tBool(), n, c.u(CAS_LIMIT)), header, merge);
        c.block(merge);
        return c.load(type, old);
    }

    void barrier(Instruction in) {
        Integer flags = in.src().isEmpty() ? null : immediateWord(in.src(0), 0);
        int semantics = Spv.MemorySemantics.AcquireRelease;
        int scope = Spv.Scope.Device;
        if (flags == null) {
            semantics |= Spv.MemorySemantics.UniformMemory | Spv.MemorySemantics.ImageMemory | Spv.MemorySemantics.WorkgroupMemory;
        } else {
            if ((flags & 1) != 0 || (flags & 2) != 0) {
                semantics |= Spv.MemorySemantics.UniformMemory;
            }
            if ((flags & 4) != 0) {
                semantics |= Spv.MemorySemantics.ImageMemory;
            }
            if ((flags & 8) != 0 || (flags & 16) != 0) {
                if (shader.processor() == Processor.COMP) {
                    semantics |= Spv.MemorySemantics.WorkgroupMemory;
                }
                if ((flags & 16) != 0) {
                    scope = Spv.Scope.Workgroup;
                }
            }
        }
        if (semantics == Spv.MemorySemantics.AcquireRelease) {
            return;
        }
        c.stmt(Spv.Op.OpMemoryBarrier, c.u(scope), c.u(semantics));
    }

    /// IMG2HND, SAMP2HND: the interpreter's handle of IMAGE[n] or SAMP[n] is (n, 0, n, 0).
    void handle(Instruction in) {
        int n = c.u(in.src(0).index());
        owner.store(in, 0, new int[] {n, c.u(0), n, c.u(0)}, Kind.UINT);
    }

    // Images.

    private record Image(int var, int type, TextureTarget target, Kind kind, int format) {}

    private Image image(int index) {
        Declaration d = declarationOf(RegisterFile.IMAGE, index);
        if (d == null) {
            throw malformed("IMAGE[" + index + "] is not declared");
        }
        TextureTarget t = d.image().resource();
        if (t.isShadow() || t == TextureTarget.UNKNOWN) {
            throw malformed("an image cannot have target " + t.text());
        }
        Kind kind = formatKind(d.image().format());
        int format = imageFormat(d.image().format());
        if (format != Spv.ImageFormat.Unknown && needsExtendedFormat(format)) {
            c.m.capability(Spv.Capability.StorageImageExtendedFormats);
        }
        int type = imageType(t, kind, 2, format);
        String key = "img" + index;
        Integer var = variables.get(key);
        if (var == null) {
            var = c.m.variable(c.pointer(Spv.StorageClass.UniformConstant, type), Spv.StorageClass.UniformConstant, 0);
            c.m.name(var, "image" + index);
            decorateBinding(var, bindings.binding(t == TextureTarget.BUFFER ? SpirvModule.BindingKind.STORAGE_TEXEL_BUFFER
                    : SpirvModule.BindingKind.STORAGE_IMAGE, index, 0));
            if (!d.image().writable()) {
                c.m.decorate(var, Spv.Decoration.NonWritable);
            }
            variables.put(key, var);
        }
        return new Image(var, type, t, kind, format);
    }

    private static boolean needsExtendedFormat(int format) {
        return format != Spv.ImageFormat.Rgba32f && format != Spv.ImageFormat.Rgba16f && format != Spv.ImageFormat.R32f
                && format != Spv.ImageFormat.Rgba8 && format != Spv.ImageFormat.Rgba8Snorm && format != Spv.ImageFormat.Rgba32i
                && format != Spv.ImageFormat.Rgba16i && format != Spv.ImageFormat.Rgba8i && format != Spv.ImageFormat.R32i
                && format != Spv.ImageFormat.Rgba32ui && format != Spv.ImageFormat.Rgba16ui && format != Spv.ImageFormat.Rgba8ui
                && format != Spv.ImageFormat.R32ui;
    }

    private static int imageCoordinates(TextureTarget t) {
        return switch (t) {
            case BUFFER, T1D -> 1;
            case T2D, RECT, T1D_ARRAY, T2D_MSAA -> 2;
            default -> 3;
        };
    }

    /// The integer coordinates of an image access from source `src`, and whether they are
    /// inside the image.
    private int[] imageAddress(Instruction in, int src, Image img) {
        int n = imageCoordinates(img.target());
        int[] coords = readAll(in, src, Kind.INT, n);
        c.m.capability(Spv.Capability.ImageQuery);
        int size = c.op(Spv.Op.OpImageQuerySize, c.vec(c.tInt(), n), c.load(img.type(), img.var()));
        int inside = c.bool(true);
        for (int i = 0; i < n; i++) {
            int limit = n == 1 ? size : c.extract(c.tInt(), size, i);
            inside = c.op(Spv.Op.OpLogicalAnd, c.tBool(), inside,
                    c.op(Spv.Op.OpULessThan, c.tBool(), c.bitcast(c.tUint(), coords[i]), c.bitcast(c.tUint(), limit)));
        }
        return new int[] {vector(Kind.INT, coords, n), inside};
    }

    private int[] sampleOperand(Instruction in, int src, Image img) {
        if (!isMultisample(img.target())) {
            return new int[0];
        }
        return new int[] {Spv.ImageOperands.Sample, read(in, src, imageCoordinates(img.target()), Kind.INT)};
    }

    private void loadImage(Instruction in, int index) {
        Image img = image(index);
        if (img.format() == Spv.ImageFormat.Unknown) {
            c.m.capability(Spv.Capability.StorageImageReadWithoutFormat);
        }
        int[] address = imageAddress(in, 1, img);
        int vec4 = c.vec(scalarType(img.kind()), 4);
        int result = c.local(vec4, c.m.constantNull(vec4));
        int[] sample = sampleOperand(in, 1, img);
        c.ifThen(address[1], () -> {
            int[] ops = new int[2 + sample.length];
            ops[0] = c.load(img.type(), img.var());
            ops[1] = address[0];
            System.arraycopy(sample, 0, ops, 2, sample.length);
            c.store(result, c.op(Spv.Op.OpImageRead, vec4, ops));
        });
        writeVector(in, c.load(vec4, result), img.kind(), false);
    }

    private void storeImage(Instruction in, int index) {
        Image img = image(index);
        if (img.format() == Spv.ImageFormat.Unknown) {
            c.m.capability(Spv.Capability.StorageImageWriteWithoutFormat);
        }
        int[] address = imageAddress(in, 0, img);
        int t = scalarType(img.kind());
        int value = c.composite(c.vec(t, 4), readAll(in, 1, img.kind(), 4));
        int[] sample = sampleOperand(in, 0, img);
        c.ifThen(address[1], () -> {
            int[] ops = new int[3 + sample.length];
            ops[0] = c.load(img.type(), img.var());
            ops[1] = address[0];
            ops[2] = value;
            System.arraycopy(sample, 0, ops, 3, sample.length);
            c.stmt(Spv.Op.OpImageWrite, ops);
        });
    }

    private void atomicImage(Instruction in, Atomic op, int index) {
        Image img = image(index);
        if (img.kind() == Kind.FLOAT && op != Atomic.EXCHANGE) {
            throw owner.unsupported("an atomic on a float image other than exchange");
        }
        if (op == Atomic.FADD || op == Atomic.INC_WRAP || op == Atomic.DEC_WRAP) {
            throw owner.unsupported(op + " on an image");
        }
        if ((op == Atomic.IMIN || op == Atomic.IMAX) != (img.kind() == Kind.INT) && (op == Atomic.IMIN || op == Atomic.IMAX
                || op == Atomic.UMIN || op == Atomic.UMAX)) {
            throw owner.unsupported("a min/max of the other signedness than the image's format");
        }
        if (img.format() != Spv.ImageFormat.R32ui && img.format() != Spv.ImageFormat.R32i && img.format() != Spv.ImageFormat.R32f) {
            throw owner.unsupported("image atomics need an R32_UINT, R32_SINT or R32_FLOAT image");
        }
        int[] address = imageAddress(in, 1, img);
        int t = scalarType(img.kind());
        int a = read(in, 2, 0, img.kind());
        int b = op == Atomic.COMPARE_SWAP ? read(in, 3, 0, img.kind()) : 0;
        int sample = isMultisample(img.target()) ? read(in, 1, imageCoordinates(img.target()), Kind.INT) : c.u(0);
        int result = c.local(t, c.m.constantNull(t));
        c.ifThen(address[1], () -> {
            int ptr = c.op(Spv.Op.OpImageTexelPointer, c.pointer(Spv.StorageClass.Image, t), img.var(), address[0], sample);
            int scope = c.u(Spv.Scope.Device);
            int none = c.u(Spv.MemorySemantics.None);
            int v = switch (op) {
                case EXCHANGE -> c.op(Spv.Op.OpAtomicExchange, t, ptr, scope, none, a);
                default -> atomicOn(op, ptr, scope, a, b, t);
            };
            c.store(result, v);
        });
        int v = c.load(t, result);
        owner.store(in, 0, new int[] {v, v, v, v}, img.kind());
    }

    private static Kind formatKind(PipeFormat f) {
        String n = f.name();
        if (n.endsWith("_UINT")) {
            return Kind.UINT;
        }
        if (n.endsWith("_SINT")) {
            return Kind.INT;
        }
        return Kind.FLOAT;
    }

    /// The SPIR-V image format of a pipe format, or Unknown when Vulkan storage images have no
    /// such format (NONE included).
    static int imageFormat(PipeFormat f) {
        return switch (f.name()) {
            case "R32G32B32A32_FLOAT" -> Spv.ImageFormat.Rgba32f;
            case "R16G16B16A16_FLOAT" -> Spv.ImageFormat.Rgba16f;
            case "R32_FLOAT" -> Spv.ImageFormat.R32f;
            case "R8G8B8A8_UNORM" -> Spv.ImageFormat.Rgba8;
            case "R8G8B8A8_SNORM" -> Spv.ImageFormat.Rgba8Snorm;
            case "R32G32_FLOAT" -> Spv.ImageFormat.Rg32f;
            case "R16G16_FLOAT" -> Spv.ImageFormat.Rg16f;
            case "R11G11B10_FLOAT" -> Spv.ImageFormat.R11fG11fB10f;
            case "R16_FLOAT" -> Spv.ImageFormat.R16f;
            case "R16G16B16A16_UNORM" -> Spv.ImageFormat.Rgba16;
            case "R10G10B10A2_UNORM" -> Spv.ImageFormat.Rgb10A2;
            case "R16G16_UNORM" -> Spv.ImageFormat.Rg16;
            case "R8G8_UNORM" -> Spv.ImageFormat.Rg8;
            case "R16_UNORM" -> Spv.ImageFormat.R16;
            case "R8_UNORM" -> Spv.ImageFormat.R8;
            case "R16G16B16A16_SNORM" -> Spv.ImageFormat.Rgba16Snorm;
            case "R16G16_SNORM" -> Spv.ImageFormat.Rg16Snorm;
            case "R8G8_SNORM" -> Spv.ImageFormat.Rg8Snorm;
            case "R16_SNORM" -> Spv.ImageFormat.R16Snorm;
            case "R8_SNORM" -> Spv.ImageFormat.R8Snorm;
            case "R32G32B32A32_SINT" -> Spv.ImageFormat.Rgba32i;
            case "R16G16B16A16_SINT" -> Spv.ImageFormat.Rgba16i;
            case "R8G8B8A8_SINT" -> Spv.ImageFormat.Rgba8i;
            case "R32_SINT" -> Spv.ImageFormat.R32i;
            case "R32G32_SINT" -> Spv.ImageFormat.Rg32i;
            case "R16G16_SINT" -> Spv.ImageFormat.Rg16i;
            case "R8G8_SINT" -> Spv.ImageFormat.Rg8i;
            case "R16_SINT" -> Spv.ImageFormat.R16i;
            case "R8_SINT" -> Spv.ImageFormat.R8i;
            case "R32G32B32A32_UINT" -> Spv.ImageFormat.Rgba32ui;
            case "R16G16B16A16_UINT" -> Spv.ImageFormat.Rgba16ui;
            case "R8G8B8A8_UINT" -> Spv.ImageFormat.Rgba8ui;
            case "R32_UINT" -> Spv.ImageFormat.R32ui;
            case "R10G10B10A2_UINT" -> Spv.ImageFormat.Rgb10a2ui;
            case "R32G32_UINT" -> Spv.ImageFormat.Rg32ui;
            case "R16G16_UINT" -> Spv.ImageFormat.Rg16ui;
            case "R8G8_UINT" -> Spv.ImageFormat.Rg8ui;
            case "R16_UINT" -> Spv.ImageFormat.R16ui;
            case "R8_UINT" -> Spv.ImageFormat.R8ui;
            default -> Spv.ImageFormat.Unknown;
        };
    }
}
