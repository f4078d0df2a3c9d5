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

/// What the resource opcodes share: the operands they read, the descriptors they declare (each
/// gets the next binding number of the module, see [Bindings]) and the image types of the
/// TGSI texture targets. [Textures] and [Memory] are its two halves.
abstract sealed class ResourceSupport permits Textures, Memory {
    final Code c;
    final Registers regs;
    final TgsiShader shader;
    final SpirvOptions options;
    final Instructions owner;
    final Bindings bindings;
    final Map<String, Integer> variables = new HashMap<>();

    ResourceSupport(Code c, Registers regs, TgsiShader shader, SpirvOptions options, Instructions owner, Bindings bindings) {
        this.c = c;
        this.regs = regs;
        this.shader = shader;
        this.options = options;
        this.owner = owner;
        this.bindings = bindings;
    }

    TgsiException malformed(String detail) {
        return new TgsiException(TgsiException.Location.instruction(owner.pc()), owner.opcode().name() + ": " + detail);
    }

    Declaration declarationOf(RegisterFile file, int index) {
        for (Declaration d : shader.declarations()) {
            if (d.file() == file && index >= d.first() && index <= d.last()) {
                return d;
            }
        }
        return null;
    }

    SrcRegister operand(Instruction in, int i, RegisterFile file) {
        if (i >= in.src().size() || in.src(i).file() != file) {
            throw malformed("expected a " + file.text() + " register as source " + i);
        }
        return in.src(i);
    }

    int dim(TextureTarget t) {
        return switch (t) {
            case T1D, SHADOW1D, T1D_ARRAY, SHADOW1D_ARRAY -> Spv.Dim.Dim1D;
            case T2D, SHADOW2D, RECT, SHADOWRECT, T2D_ARRAY, SHADOW2D_ARRAY, T2D_MSAA, T2D_ARRAY_MSAA -> Spv.Dim.Dim2D;
            case T3D -> Spv.Dim.Dim3D;
            case CUBE, SHADOWCUBE, CUBE_ARRAY, SHADOWCUBE_ARRAY -> Spv.Dim.Cube;
            case BUFFER -> Spv.Dim.Buffer;
            case UNKNOWN -> throw malformed("texture target UNKNOWN (declare the view or give a target)");
        };
    }

    static boolean isMultisample(TextureTarget t) {
        return t == TextureTarget.T2D_MSAA || t == TextureTarget.T2D_ARRAY_MSAA;
    }

    static boolean isArrayed(TextureTarget t) {
        return t.isArray() || t == TextureTarget.T2D_ARRAY_MSAA;
    }

    static boolean isRect(TextureTarget t) {
        return t == TextureTarget.RECT || t == TextureTarget.SHADOWRECT;
    }

    int scalarType(Kind k) {
        return c.type(k);
    }

    /// The image type of `t` with texels of `kind`; `sampled` 1 for textures, 2 for storage.
    int imageType(TextureTarget t, Kind kind, int sampled, int format) {
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

    void decorateBinding(int var, int binding) {
        c.m.decorate(var, Spv.Decoration.DescriptorSet, options.descriptorSet());
        c.m.decorate(var, Spv.Decoration.Binding, binding);
    }

    int vector(Kind k, int[] parts, int n) {
        if (n == 1) {
            return parts[0];
        }
        int[] p = java.util.Arrays.copyOf(parts, n);
        return c.composite(c.vec(scalarType(k), n), p);
    }

    int read(Instruction in, int src, int ch, Kind k) {
        return regs.read(in.src(src), ch, k);
    }

    int[] readAll(Instruction in, int src, Kind k, int n) {
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = read(in, src, i, k);
        }
        return out;
    }

    void writeVector(Instruction in, int v, Kind kind) {
        int[] out = new int[4];
        int t = scalarType(kind);
        for (int ch = 0; ch < 4; ch++) {
            out[ch] = c.extract(t, v, ch);
        }
        owner.store(in, 0, out, kind);
    }

    boolean immediateIsFloat(int index) {
        return shader.immediates().get(index).type() == ImmediateType.FLT32;
    }

    Integer immediateWord(SrcRegister s, int ch) {
        if (s.file() != RegisterFile.IMMEDIATE || s.isIndirect() || s.absolute() || s.negate()
                || s.index() < 0 || s.index() >= shader.immediates().size()) {
            return null;
        }
        Immediate imm = shader.immediates().get(s.index());
        int w = s.swizzle(ch);
        return w < imm.size() ? imm.word(w) : null;
    }

    /// The immediate texel offset of the instruction as a constant, or 0 when it has none.
}
