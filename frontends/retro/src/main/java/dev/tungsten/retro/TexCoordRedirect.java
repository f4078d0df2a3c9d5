package dev.tungsten.retro;

import java.util.ArrayList;
import java.util.List;

import dev.tungsten.tgsi.ChannelUsage;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SrcRegister;
import dev.tungsten.tgsi.Swizzle;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TgsiToken;

/// Redirects a vertex program's reads of `X.tex_coord` uniforms to its texture-coordinate input.
///
/// libretro shaders declare `ORIG`, `PREV` and `PASSPREVn` as struct parameters without
/// `uniform`: their `tex_coord` member is a vertex attribute RetroArch feeds, their sampler is
/// uniform. The Cg front end makes such a parameter uniform as a whole, so `tex_coord` lands in
/// a constant register. Since every texture here is exactly its image's size, each
/// `X.tex_coord` equals the pass's own `TEXCOORD0`; an operand that reads only the leaf's two
/// components of that constant register reads the same components of the input instead.
final class TexCoordRedirect {
    private TexCoordRedirect() {}

    static TgsiShader apply(TgsiShader vs, List<PassProgram.Slot> uniforms, List<PassProgram.Attribute> attributes,
                            Preset preset, Preset.Pass pass) {
        List<PassProgram.Slot> leaves = uniforms.stream().filter(s -> s.value() instanceof PassProgram.VertexTexCoord).toList();
        if (leaves.isEmpty()) {
            return vs;
        }
        int input = attributes.indexOf(PassProgram.Attribute.TEX_COORD);
        List<TgsiToken> out = new ArrayList<>();
        for (TgsiToken t : vs.tokens()) {
            if (t instanceof Instruction i) {
                List<SrcRegister> src = new ArrayList<>();
                for (int k = 0; k < i.src().size(); k++) {
                    src.add(redirect(i.src(k), ChannelUsage.readMask(i, k), leaves, input, preset, pass));
                }
                out.add(new Instruction(i.opcode(), i.saturate(), i.precise(), i.label(), i.texture(), i.memory(), i.dst(), src));
            } else {
                out.add(t);
            }
        }
        return new TgsiShader(vs.processor(), out);
    }

    /// `r`, or the input register in its place when the channels it reads (`read`, before the
    /// swizzle) all come from a redirected leaf.
    private static SrcRegister redirect(SrcRegister r, int read, List<PassProgram.Slot> leaves, int input, Preset preset,
                                        Preset.Pass pass) {
        if (r.file() != RegisterFile.CONSTANT) {
            return r;
        }
        for (PassProgram.Slot leaf : leaves) {
            int register = leaf.uniform().register();
            int first = leaf.uniform().component();
            if (r.isIndirect() || r.index() != register) {
                if (r.isIndirect()) {
                    throw refused(leaf, "the program indexes its constants at run time", preset, pass);
                }
                continue;
            }
            int inside = 0;
            int outside = 0;
            int[] mapped = new int[4];
            for (int c = 0; c < 4; c++) {
                int s = r.swizzle(c);
                if ((read & (1 << c)) == 0) {
                    continue;
                }
                if (s == first || s == first + 1) {
                    inside++;
                    mapped[c] = s - first;
                } else {
                    outside++;
                }
            }
            if (inside == 0) {
                continue;
            }
            if (outside != 0) {
                throw refused(leaf, "an operand mixes it with another uniform", preset, pass);
            }
            if (input < 0) {
                throw refused(leaf, "the vertex program reads no TEXCOORD0 input to take it from", preset, pass);
            }
            int sw = Swizzle.pack(mapped[0], mapped[1], mapped[2], mapped[3]);
            return new SrcRegister(RegisterFile.INPUT, input, sw, r.absolute(), r.negate(), null, null);
        }
        return r;
    }

    private static RetroException refused(PassProgram.Slot leaf, String why, Preset preset, Preset.Pass pass) {
        return new RetroException(RetroException.Kind.SHADER, preset.file(), pass.line("shader"), "pass " + pass.index()
                + " (" + pass.shader().getFileName() + ") reads " + leaf.uniform().name() + " per vertex, which the Cg "
                + "front end made a uniform (its struct parameter holds a sampler); it cannot be fed as RetroArch does: "
                + why);
    }
}
