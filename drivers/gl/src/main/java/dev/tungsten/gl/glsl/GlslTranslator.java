package dev.tungsten.gl.glsl;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import dev.tungsten.tgsi.Immediate;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;

/// Translates a TGSI shader into GLSL 4.50 core or GLSL 3.30 core (with extensions).
///
/// The output has a fixed shape:
/// 1. `#version` and the `#extension` lines of the features used beyond the dialect;
/// 2. the stage interface ([StageInterface]): layout lines, `in`/`out` variables;
/// 3. one `uniform` block per constant buffer, the register variables ([Registers]), the
///    resource uniforms, then the helper functions the shader needs ([GlslHelper]);
/// 4. `tgsi_load_inputs()` (zeroes the registers, as the interpreter's fresh machine has them,
///    and copies the GL inputs into `ins[]`/`svs[]`) and `tgsi_store_outputs()`;
/// 5. one function per TGSI subroutine (`tgsi_sub<N>` for the BGNSUB at instruction N) and main.
///
/// Errors: malformed input (bad nesting, a CAL to something that is not a BGNSUB, a missing
/// declaration) raises a [TgsiException]; valid TGSI that GLSL cannot express raises a
/// [GlslUnsupportedException]. Both carry the instruction's location. [#limitations] lists what
/// is always refused; features that need an extension are refused only where the target lacks it.
public final class GlslTranslator {
    private GlslTranslator() {}

    /// What the translator refuses whatever the target offers, with the reason (the opcodes GL
    /// cannot express, or can only in some positions).
    public static Map<String, String> limitations() {
        return Map.of(
                "BRA backward", "a backward jump would need a loop that GLSL cannot place after the fact (forward jumps within a block are translated)",
                "DDX, DDY, DDX_FINE, DDY_FINE outside fragment shaders", "GLSL has derivatives only in fragment shaders (the interpreter computes them across a block's lanes in every stage)",
                "texel offsets", "GLSL needs constant offsets in [-8, 7] (immediates); register offsets are refused",
                "TG4 component", "the component gathered must be an immediate",
                "resources chosen indirectly", "GLSL 4.50 indexes samplers only with dynamically uniform expressions",
                "TESS_CTRL, TESS_EVAL", "the tessellation stages are not translated (the interpreter does not run them)");
    }

    public static GlslShader translate(TgsiShader shader, GlslOptions options) {
        ShaderScan scan = ShaderScan.of(shader);
        Emission em = new Emission(scan, options);
        Registers regs = new Registers(em);
        InstructionTranslator translator = new InstructionTranslator(em, regs);
        if (em.precise()) {
            em.require(GlslFeature.GPU_SHADER5);
        }
        List<Instruction> insts = shader.instructions();

        translator.enterFunction(true);
        em.body.open("void main() {");
        em.body.line("tgsi_load_inputs();");
        for (int pc = 0; pc < scan.mainEnd; pc++) {
            Integer end = scan.subroutines.get(pc);
            if (end != null) {
                pc = end;
                continue;
            }
            translator.translate(pc, insts.get(pc));
        }
        em.pc = -1;
        em.opcode = null;
        em.body.line("tgsi_store_outputs();");
        em.body.close("}");
        for (Map.Entry<Integer, Integer> sub : scan.subroutines.entrySet()) {
            translator.enterFunction(false);
            em.body.open("void tgsi_sub" + sub.getKey() + "() {");
            for (int pc = sub.getKey() + 1; pc < sub.getValue(); pc++) {
                translator.translate(pc, insts.get(pc));
            }
            em.body.close("}");
        }
        em.pc = -1;
        em.opcode = null;

        StageInterface io = new StageInterface(em);
        io.build();
        io.finish();
        String text = assemble(em, io, regs);
        return new GlslShader(shader.processor(), text, em.bindings, io.inputs, io.outputs, em.features,
                io.clipDistances, io.computeBlock);
    }

    private static String assemble(Emission em, StageInterface io, Registers regs) {
        ShaderScan scan = em.scan;
        SourceText declarations = new SourceText();
        boolean layoutBinding = em.version() == GlslVersion.V450;

        for (Map.Entry<Integer, Integer> cb : scan.constantBuffers.entrySet()) {
            int b = cb.getKey();
            int unit = em.options.bindingBase() + b;
            String layout = layoutBinding ? "std140, binding = " + unit : "std140";
            String block = em.shared() + "const" + b;
            declarations.line("layout(" + layout + ") uniform " + block + " { vec4 c[" + cb.getValue() + "]; } cb" + b + ";");
            em.bindings.add(new GlslShader.Binding(GlslShader.BindingKind.UNIFORM_BLOCK, block, unit, b, -1, null,
                    16 * cb.getValue()));
        }

        String precise = em.precise() ? "precise " : "";
        SourceText init = new SourceText();
        int temps = scan.size(RegisterFile.TEMPORARY);
        if (temps > 0) {
            if (regs.tempsIndirect()) {
                declarations.line(precise + "vec4 temps[" + temps + "];");
                init.line("for (int i = 0; i < " + temps + "; i++) temps[i] = vec4(0.0);");
            } else {
                boolean arrays = scan.indirectFiles.contains(RegisterFile.TEMPORARY);
                boolean[] inArray = new boolean[temps];
                if (arrays) {
                    for (Declaration d : scan.declared(RegisterFile.TEMPORARY)) {
                        if (d.isArray()) {
                            int n = d.last() - d.first() + 1;
                            String name = Registers.tempArrayName(d);
                            declarations.line(precise + "vec4 " + name + "[" + n + "];");
                            init.line("for (int i = 0; i < " + n + "; i++) " + name + "[i] = vec4(0.0);");
                            java.util.Arrays.fill(inArray, d.first(), d.last() + 1, true);
                        }
                    }
                }
                for (int i = 0; i < temps; i++) {
                    if (!inArray[i]) {
                        declarations.line(precise + "vec4 t" + i + ";");
                        init.line("t" + i + " = vec4(0.0);");
                    }
                }
            }
        }
        int outs = scan.size(RegisterFile.OUTPUT);
        if (outs > 0) {
            declarations.line(precise + "vec4 outs[" + outs + "];");
            init.line("for (int i = 0; i < " + outs + "; i++) outs[i] = vec4(0.0);");
        }
        int ins = scan.size(RegisterFile.INPUT);
        if (ins > 0) {
            int vertices = Math.max(1, Math.max(io.inputVertexCount(), scan.inputVertices));
            declarations.line("vec4 ins[" + ins * vertices + "];");
            init.line("for (int i = 0; i < " + ins * vertices + "; i++) ins[i] = vec4(0.0);");
        }
        int svs = scan.size(RegisterFile.SYSTEM_VALUE);
        if (svs > 0) {
            declarations.line("vec4 svs[" + svs + "];");
        }
        for (int a = 0; a < scan.size(RegisterFile.ADDRESS); a++) {
            declarations.line("ivec4 addr" + a + ";");
            init.line("addr" + a + " = ivec4(0);");
        }
        List<Immediate> imms = scan.shader.immediates();
        if (!imms.isEmpty()) {
            List<String> values = new ArrayList<>();
            for (Immediate imm : imms) {
                String[] w = new String[4];
                for (int c = 0; c < 4; c++) {
                    w[c] = Integer.toUnsignedString(c < imm.size() ? imm.word(c) : 0) + "u";
                }
                values.add("uvec4(" + String.join(", ", w) + ")");
            }
            declarations.line("const uvec4 imms[" + imms.size() + "] = uvec4[" + imms.size() + "](");
            declarations.line("    " + String.join(",\n    ", values) + ");");
        }

        SourceText text = new SourceText();
        text.line("#version " + em.version().number() + " core");
        TreeSet<String> extensions = new TreeSet<>();
        for (GlslFeature f : em.features) {
            if (!f.isCore(em.version()) && f.extension() != null) {
                extensions.add(f.extension());
            }
        }
        for (String ext : extensions) {
            text.line("#extension " + ext + " : require");
        }
        text.line("// Translated from TGSI by Tungsten (" + em.scan.shader.processor().text() + ", "
                + em.scan.shader.instructions().size() + " instructions)");
        text.append(io.declarations);
        text.append(declarations);
        text.append(em.globals);
        for (GlslHelper h : em.helpers) {
            text.line(h.text(em.precise()).stripTrailing());
        }
        text.open("void tgsi_load_inputs() {");
        text.append(indented(init));
        text.append(indented(io.prologue));
        text.close("}");
        text.open("void tgsi_store_outputs() {");
        text.append(indented(io.epilogue));
        text.close("}");
        for (int sub : scan.subroutines.keySet()) {
            text.line("void tgsi_sub" + sub + "();");
        }
        text.append(em.body);
        return text.toString();
    }

    private static SourceText indented(SourceText block) {
        SourceText out = new SourceText();
        for (String line : block.toString().split("\n")) {
            out.line(line.isEmpty() ? "" : "    " + line);
        }
        return block.isEmpty() ? new SourceText() : out;
    }

    /// The GLSL image format qualifier (`rgba8`, `r32ui`...) of a pipe format, or null when GLSL
    /// has none.
    public static String imageFormat(dev.tungsten.tgsi.PipeFormat format) {
        return MemoryInstructions.imageFormat(format);
    }

    /// Whether `processor` is a stage the translator handles.
    public static boolean supports(Processor processor) {
        return processor == Processor.VERT || processor == Processor.FRAG || processor == Processor.GEOM
                || processor == Processor.COMP;
    }
}
