package dev.tungsten.soft.jit;

import static java.lang.constant.ConstantDescs.CD_boolean;
import static java.lang.constant.ConstantDescs.CD_int;
import static java.lang.constant.ConstantDescs.CD_long;

import java.lang.classfile.CodeBuilder;
import java.lang.classfile.Label;
import java.lang.constant.ClassDesc;
import java.lang.constant.MethodTypeDesc;

import dev.tungsten.soft.jit.JitOpcode.TextureLookup;
import dev.tungsten.tgsi.DstRegister;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.TextureTarget;

/// The run method's texture lookups ([JitOpcode.Texture]): where the instruction's operands are
/// ones [VectorSampler] reads (a 2-D target, direct register operands without modifiers, no texel
/// offsets, a direct destination without saturation), a call of [VectorSampler#sample] or
/// [VectorSampler#fetch] with the operands' register locations as constants, and the slow path
/// behind it for the blocks where the bound view or sampler is not a case it implements:
/// ```
/// if (!VectorSampler.sample(frame, exec, count, view, sampler, mode, s, t, lod, d0, d1, d2, d3))
///     <the slow path: frame.step(pc, ...) with the float channels copied in and out>
/// ```
/// Other instructions are stepped as before.
final class TextureEmitter {
    private static final ClassDesc CD_SAMPLER = ClassDesc.of(VectorSampler.class.getName());
    private static final MethodTypeDesc SAMPLE = MethodTypeDesc.of(CD_boolean, KernelGenerator.CD_FRAME, CD_int,
            CD_int, CD_int, CD_int, CD_int, CD_long, CD_long, CD_long, CD_long, CD_long, CD_long, CD_long);
    private static final MethodTypeDesc FETCH = MethodTypeDesc.of(CD_boolean, KernelGenerator.CD_FRAME, CD_int,
            CD_int, CD_int, CD_int, CD_long, CD_long, CD_long, CD_long, CD_long, CD_long, CD_long);
    /// Destination channel `c` takes result channel `c`.
    private static final int IDENTITY = 0b11_10_01_00;

    private final KernelGenerator g;

    TextureEmitter(KernelGenerator g) {
        this.g = g;
    }

    /// Emits the call for `in` and a jump to `handled` when it returns true; false (nothing
    /// emitted) where the operands rule the vectorised sampler out.
    boolean emitFast(Instruction in, TextureLookup lookup, Label handled) {
        boolean view = lookup == TextureLookup.VIEW_IMPLICIT || lookup == TextureLookup.VIEW_BIAS
                || lookup == TextureLookup.VIEW_LEVEL || lookup == TextureLookup.VIEW_FETCH;
        boolean fetch = lookup == TextureLookup.FETCH || lookup == TextureLookup.FETCH_LEVEL_ZERO
                || lookup == TextureLookup.VIEW_FETCH;
        int unitSource = view || fetch ? 1 : in.src().size() - 1;
        if (in.saturate() || in.dst().size() != 1 || in.src().size() <= unitSource
                || (in.texture() != null && !in.texture().offsets().isEmpty())) {
            return false;
        }
        SrcRegister coord = in.src().get(0), unit = in.src().get(unitSource);
        if (!plain(coord) || !resource(unit)) {
            return false;
        }
        TextureTarget target = in.texture() == null ? null : in.texture().target();
        if (view) {
            target = g.plan.program.samplerViewTarget(unit.index());
        }
        if (target != TextureTarget.T2D) {
            return false;
        }
        DstRegister d = in.dst().getFirst();
        if (d.isIndirect() || d.hasDimension()
                || (d.file() != RegisterFile.TEMPORARY && d.file() != RegisterFile.OUTPUT)) {
            return false;
        }
        int swizzle = IDENTITY;
        if (view) {
            swizzle = 0;
            for (int c = 0; c < 4; c++) {
                swizzle |= unit.swizzle(c) << 2 * c;
            }
        }
        long lod = VectorSampler.NONE;
        int samplerUnit = -1, mode = swizzle << VectorSampler.SWIZZLE;
        if (fetch) {
            lod = lookup == TextureLookup.FETCH_LEVEL_ZERO ? VectorSampler.NONE : location(coord, 3);
        } else {
            SrcRegister sampler = view ? in.src().size() > 2 ? in.src().get(2) : null : unit;
            if (sampler == null || !resource(sampler)) {
                return false;
            }
            samplerUnit = sampler.index();
            mode |= switch (lookup) {
                case IMPLICIT, VIEW_IMPLICIT -> VectorSampler.LOD_IMPLICIT;
                case BIAS_IN_W, VIEW_BIAS -> VectorSampler.LOD_BIAS;
                case LEVEL_IN_W, VIEW_LEVEL -> VectorSampler.LOD_EXPLICIT;
                case LEVEL_ZERO -> VectorSampler.LOD_ZERO;
                case FETCH, FETCH_LEVEL_ZERO, VIEW_FETCH -> throw new IllegalStateException(lookup + " is a fetch");
            } | (g.plan.fragment ? VectorSampler.FRAGMENT : 0);
            if (lookup == TextureLookup.BIAS_IN_W || lookup == TextureLookup.LEVEL_IN_W) {
                lod = location(coord, 3);
            } else if (lookup == TextureLookup.VIEW_BIAS || lookup == TextureLookup.VIEW_LEVEL) {
                SrcRegister s3 = in.src().size() > 3 ? in.src().get(3) : null;
                if (s3 == null || !plain(s3)) {
                    return false;
                }
                lod = location(s3, 0);
            }
        }
        CodeBuilder cb = g.cb;
        cb.aload(g.frame);
        cb.iload(g.exec);
        cb.iload(g.count);
        cb.loadConstant(unit.index());
        if (!fetch) {
            cb.loadConstant(samplerUnit);
        }
        cb.loadConstant(mode);
        cb.loadConstant(location(coord, 0));
        cb.loadConstant(location(coord, 1));
        cb.loadConstant(lod);
        for (int c = 0; c < 4; c++) {
            cb.loadConstant((d.writeMask() & 1 << c) == 0 ? VectorSampler.NONE : location(d.file(), d.index() * 4 + c));
        }
        cb.invokestatic(CD_SAMPLER, fetch ? "fetch" : "sample", fetch ? FETCH : SAMPLE);
        cb.ifne(handled);
        return true;
    }

    /// A direct register operand of a file with float channels, without modifiers.
    private static boolean plain(SrcRegister s) {
        RegisterFile f = s.file();
        return !s.isIndirect() && !s.hasDimension() && !s.absolute() && !s.negate()
                && (f == RegisterFile.TEMPORARY || f == RegisterFile.INPUT || f == RegisterFile.OUTPUT
                || f == RegisterFile.SYSTEM_VALUE);
    }

    private static boolean resource(SrcRegister s) {
        return !s.isIndirect() && !s.hasDimension()
                && (s.file() == RegisterFile.SAMPLER || s.file() == RegisterFile.SAMPLER_VIEW);
    }

    private long location(SrcRegister s, int channel) {
        return location(s.file(), s.index() * 4 + s.swizzle(channel));
    }

    /// [VectorSampler]'s location of channel `k` of `file`: its float offset, or its word array.
    private long location(RegisterFile file, int k) {
        long at = g.plan.floatOffset(file, k);
        return at >= 0 ? at : VectorSampler.word(file.code(), k);
    }
}
