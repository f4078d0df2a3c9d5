package dev.tungsten.gl.glsl;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.Declaration;
import dev.tungsten.tgsi.Instruction;
import dev.tungsten.tgsi.Processor;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiOpcode;
import dev.tungsten.tgsi.TgsiShader;

import static dev.tungsten.gl.glsl.Shaders.*;
import static org.junit.jupiter.api.Assertions.*;

class GlslTranslatorTest {
    private static final GlslOptions GL45 = GlslOptions.permissive(GlslVersion.V450);
    private static final GlslOptions GL33 = GlslOptions.permissive(GlslVersion.V330);

    @org.junit.jupiter.api.BeforeAll
    static void validatorPresent() {
        // A notice without glslang (the tests then check GLSL text only); a failure in CI.
        dev.tungsten.gl.GlTestSupport.glslangPresent();
    }

    private static GlslShader translate(TgsiShader s, GlslOptions o) {
        GlslShader g = GlslTranslator.translate(s, o);
        if (GlslangValidator.isAvailable() && GlslangValidator.judges(g)) {
            GlslangValidator.Result r = GlslangValidator.validate(g);
            assertTrue(r.accepted(), () -> "glslang rejected:\n" + r.log() + "\n" + g.source());
        }
        return g;
    }

    @Test
    void madIsPreciseInGlsl450AndHeaderFollowsTheDialect() {
        TgsiShader s = fragment(3).op(TgsiOpcode.MAD, out(0), constant(0), constant(1), constant(2)).end().build();
        GlslShader g = translate(s, GL45);
        assertTrue(g.source().startsWith("#version 450 core\n"), g.source());
        assertTrue(g.source().contains("precise vec4 outs[1];"), "outputs must be precise so MAD is not fused");
        assertTrue(g.source().contains("outs[0] = cb0.c[0] * cb0.c[1] + cb0.c[2];"), g.source());
        assertTrue(g.source().contains("layout(std140, binding = 0) uniform tgsi_fs_const0 { vec4 c[3]; } cb0;"));
        GlslShader g33 = translate(s, GL33);
        assertTrue(g33.source().startsWith("#version 330 core\n"));
        assertFalse(g33.source().contains("precise"), "GLSL 3.30 has no precise keyword");
        assertFalse(g33.source().contains("binding ="), "3.30 bindings are set through the API");
        assertEquals(List.of(new GlslShader.Binding(GlslShader.BindingKind.UNIFORM_BLOCK, "tgsi_fs_const0", 0, 0, -1, null, 48)), g33.bindings());
    }

    @Test
    void bindingBaseMovesEveryUnit() {
        Instruction tex = new Instruction(TgsiOpcode.TEX, false, false, -1, Instruction.Texture.of(TextureTarget.T2D), null,
                List.of(out(0)), List.of(constant(0), sampler(0)));
        TgsiShader s = fragment(1).decl(Declaration.of(RegisterFile.SAMPLER, 0, 0)).inst(tex).end().build();
        GlslShader g = translate(s, GL45.withBindingBase(16));
        assertTrue(g.source().contains("layout(std140, binding = 16) uniform tgsi_fs_const0"), g.source());
        assertTrue(g.source().contains("layout(binding = 16) uniform sampler2D tgsi_fs_tex0_0;"), g.source());
        assertEquals(16, g.bindings().getFirst().unit());
    }

    @Test
    void alphaTestAndTwoSidedColoursAreBakedIntoTheFragmentShader() {
        TgsiShader s = Shaders.of(Processor.FRAG).input(0, SemanticName.COLOR, 0, dev.tungsten.tgsi.Interpolation.COLOR)
                .output(0, SemanticName.COLOR, 0).op(TgsiOpcode.MOV, out(0), GlslTranslatorTest.SrcRegisterOf.input(0)).end().build();
        GlslShader g = translate(s, GL45.withFragmentTests(true, 6, 0.5f));
        assertTrue(g.source().contains("ins[0] = (gl_FrontFacing ? v_COLOR0 : v_BCOLOR0);"), g.source());
        assertTrue(g.source().contains("if (!(outs[0].a >= uintBitsToFloat(1056964608u))) discard;"), g.source());
        assertEquals(2, g.inputs().size());
    }

    @Test
    void integerOpsReinterpretBitsAndGuardDivisionByZero() {
        TgsiShader s = fragment(2)
                .op(TgsiOpcode.UDIV, temp(0), constant(0), constant(1))
                .op(TgsiOpcode.IDIV, temp(1), constant(0), constant(1))
                .op(TgsiOpcode.SHL, out(0), Shaders.tempSrc(0), Shaders.tempSrc(1))
                .end().build();
        String src = translate(s, GL45).source();
        assertTrue(src.contains("t0 = uintBitsToFloat(tgsi_udiv(floatBitsToUint(cb0.c[0]), floatBitsToUint(cb0.c[1])));"), src);
        assertTrue(src.contains("uvec4 tgsi_udiv(uvec4 a, uvec4 b)"), "the helper is written once it is used");
        assertTrue(src.contains("<< (floatBitsToUint(t1) & 31u)"), "shift counts are masked to 5 bits");
    }

    @Test
    void unusedHelpersAreNotWritten() {
        String src = translate(fragment(1).op(TgsiOpcode.MOV, out(0), constant(0)).end().build(), GL45).source();
        assertFalse(src.contains("tgsi_udiv"));
        assertFalse(src.contains("tgsi_pow"));
    }

    @Test
    void indirectConstantReadsAreBoundsChecked() {
        var ind = new dev.tungsten.tgsi.IndirectRegister(RegisterFile.ADDRESS, 0, 0, 0);
        var src = new dev.tungsten.tgsi.SrcRegister(RegisterFile.CONSTANT, 1, dev.tungsten.tgsi.Swizzle.XYZW, false, false, ind, null);
        String g = translate(fragment(4).op(TgsiOpcode.ARL, Shaders.temp(0).withWriteMask(1), constant(0))
                .op(TgsiOpcode.MOV, out(0), src).end().build(), GL45).source();
        assertTrue(g.contains("(uint((addr0.x + 1)) < 4u ? cb0.c[(addr0.x + 1)] : vec4(0.0))"), g);
    }

    @Test
    void textureLookupDeclaresACombinedSampler() {
        Instruction tex = new Instruction(TgsiOpcode.TEX, false, false, -1, Instruction.Texture.of(TextureTarget.SHADOW2D), null,
                List.of(out(0)), List.of(constant(0), sampler(3)));
        TgsiShader s = fragment(1).decl(Declaration.of(RegisterFile.SAMPLER, 3, 3)).inst(tex).end().build();
        GlslShader g = translate(s, GL45);
        assertTrue(g.source().contains("layout(binding = 0) uniform sampler2DShadow tgsi_fs_tex3_3_shadow;"), g.source());
        assertTrue(g.source().contains("outs[0] = vec4(vec3(texture(tgsi_fs_tex3_3_shadow, (cb0.c[0]).xyz)), 1.0);"),
                "a shadow lookup gives (r, r, r, 1), decision record 0020\n" + g.source());
        assertEquals(new GlslShader.Binding(GlslShader.BindingKind.SAMPLER, "tgsi_fs_tex3_3_shadow", 0, 3, 3, TextureTarget.SHADOW2D),
                g.bindings().stream().filter(b -> b.kind() == GlslShader.BindingKind.SAMPLER).findFirst().orElseThrow());
    }

    @Test
    void texelOffsetsMustBeConstantAndInRange() {
        Instruction.TextureOffset off = new Instruction.TextureOffset(RegisterFile.IMMEDIATE, 0, 0, 1, 2);
        Instruction tex = new Instruction(TgsiOpcode.TEX, false, false, -1,
                new Instruction.Texture(TextureTarget.T2D, dev.tungsten.tgsi.ReturnType.UNKNOWN, List.of(off)), null,
                List.of(out(0)), List.of(constant(0), sampler(0)));
        TgsiShader ok = fragment(1).imm(1, -2, 0, 0).decl(Declaration.of(RegisterFile.SAMPLER, 0, 0)).inst(tex).end().build();
        assertTrue(translate(ok, GL45).source().contains("textureOffset(tgsi_fs_tex0_0, (cb0.c[0]).xy, ivec2(1, -2))"));
        TgsiShader far = fragment(1).imm(9, 0, 0, 0).decl(Declaration.of(RegisterFile.SAMPLER, 0, 0)).inst(tex).end().build();
        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class, () -> GlslTranslator.translate(far, GL45));
        assertEquals(TgsiOpcode.TEX, e.opcode());
        assertEquals(0, e.location().instruction());
        assertTrue(e.getMessage().contains("texel offset 9 outside the range OpenGL guarantees, [-8, 7]"), e.getMessage());
    }

    @Test
    void switchIsLoweredToTheInterpretersMasks() {
        TgsiShader s = fragment(2)
                .op(TgsiOpcode.SWITCH, null, constant(0))
                .op(TgsiOpcode.DEFAULT, null)
                .op(TgsiOpcode.MOV, out(0), constant(1))
                .op(TgsiOpcode.BRK, null)
                .op(TgsiOpcode.CASE, null, constant(1))
                .op(TgsiOpcode.MOV, out(0), constant(0))
                .op(TgsiOpcode.ENDSWITCH, null)
                .end().build();
        String src = translate(s, GL45).source();
        // Every CASE value is compared when SWITCH executes, so a DEFAULT written first is taken
        // only by invocations no CASE matches (tgsi.rst, the interpreter).
        assertTrue(src.contains("bool tgsi_case0_4 = tgsi_sel0 == (floatBitsToUint(cb0.c[1])).x;"), src);
        assertTrue(src.contains("bool tgsi_hit0 = tgsi_case0_4;"), src);
        assertTrue(src.contains("if (!tgsi_hit0) tgsi_on0 = true;"), src);
        assertTrue(src.contains("if (tgsi_case0_4) tgsi_on0 = true;"), src);
        assertTrue(src.contains("if (tgsi_on0) {\n        tgsi_on0 = false;"), "BRK in a switch clears the flag: " + src);
        assertTrue(src.contains("if (tgsi_on0) {\n        outs[0] = cb0.c[0];"), "statements are guarded: " + src);
    }

    @Test
    void forwardBranchesGuardTheSkippedStatementsAndBackwardOnesAreRefused() {
        TgsiShader forward = fragment(2)
                .inst(Instruction.of(TgsiOpcode.BRA, List.of(), List.of(constant(0))).withLabel(2))
                .op(TgsiOpcode.MOV, out(0), constant(1))
                .end().build();
        String src = translate(forward, GL45).source();
        assertTrue(src.contains("bool tgsi_bra0 = false;\n    tgsi_bra0 = (cb0.c[0]).x != 0.0;"), src);
        assertTrue(src.contains("if (!tgsi_bra0) {\n        outs[0] = cb0.c[1];"), src);
        TgsiShader backward = fragment(2)
                .op(TgsiOpcode.MOV, out(0), constant(1))
                .inst(Instruction.of(TgsiOpcode.BRA, List.of(), List.of(constant(0))).withLabel(0))
                .end().build();
        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class, () -> GlslTranslator.translate(backward, GL45));
        assertEquals(TgsiOpcode.BRA, e.opcode());
        assertEquals(1, e.location().instruction());
        TgsiShader outOfBlock = fragment(2)
                .inst(Instruction.of(TgsiOpcode.BRA, List.of(), List.of(constant(0))).withLabel(3))
                .op(TgsiOpcode.IF, null, constant(0))
                .op(TgsiOpcode.MOV, out(0), constant(1))
                .op(TgsiOpcode.ENDIF, null)
                .end().build();
        TgsiException m = assertThrows(TgsiException.class, () -> GlslTranslator.translate(outOfBlock, GL45));
        assertTrue(m.detail().contains("not in the branch's block"), m.detail());
    }

    @Test
    void subroutinesBecomeFunctionsAndRecursionIsRefused() {
        TgsiShader ok = fragment(1)
                .inst(Instruction.of(TgsiOpcode.CAL, List.of(), List.of()).withLabel(2))
                .end()
                .op(TgsiOpcode.BGNSUB, null)
                .op(TgsiOpcode.MOV, out(0), constant(0))
                .op(TgsiOpcode.RET, null)
                .op(TgsiOpcode.ENDSUB, null)
                .build();
        String src = translate(ok, GL45).source();
        assertTrue(src.contains("void tgsi_sub2();"), src);
        assertTrue(src.contains("tgsi_sub2();\n"), src);
        TgsiShader recursive = fragment(1)
                .inst(Instruction.of(TgsiOpcode.CAL, List.of(), List.of()).withLabel(2))
                .end()
                .op(TgsiOpcode.BGNSUB, null)
                .inst(Instruction.of(TgsiOpcode.CAL, List.of(), List.of()).withLabel(2))
                .op(TgsiOpcode.ENDSUB, null)
                .build();
        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class, () -> GlslTranslator.translate(recursive, GL45));
        assertTrue(e.getMessage().contains("recursive"), e.getMessage());
    }

    @Test
    void badNestingIsAMalformedShaderWithItsLocation() {
        TgsiShader s = fragment(1).op(TgsiOpcode.MOV, out(0), constant(0)).op(TgsiOpcode.ENDIF, null).end().build();
        TgsiException e = assertThrows(TgsiException.class, () -> GlslTranslator.translate(s, GL45));
        assertFalse(e instanceof GlslUnsupportedException);
        assertEquals(1, e.location().instruction());
        assertTrue(e.detail().contains("ENDIF without a matching IF or UIF"), e.detail());
    }

    @Test
    void aMalformedFbfetchIsMalformedWhetherOrNotTheTargetHasTheExtension() {
        // Found on NVIDIA's OpenGL, which lacks GL_EXT_shader_framebuffer_fetch: the same shader was
        // "unsupported" there and malformed on llvmpipe. What a shader is must not depend on the target.
        TgsiShader s = dev.tungsten.tgsi.TgsiText.parse("FRAG\nDCL OUT[0], POSITION\nDCL OUT[1], COLOR\nDCL TEMP[0]\n"
                + "FBFETCH TEMP[0], OUT[0]\nMOV OUT[1], TEMP[0]\nEND\n", "fbfetch-depth");
        for (GlslOptions options : List.of(GlslOptions.of(GlslVersion.V450),
                GlslOptions.of(GlslVersion.V450).withExtensions(Set.of(GlslFeature.FRAMEBUFFER_FETCH.extension())))) {
            TgsiException e = assertThrows(TgsiException.class, () -> GlslTranslator.translate(s, options));
            assertFalse(e instanceof GlslUnsupportedException, e.toString());
            assertTrue(e.detail().contains("FBFETCH reads only COLOR outputs"), e.detail());
        }
        TgsiShader fine = dev.tungsten.tgsi.TgsiText.parse("FRAG\nDCL OUT[0], COLOR\nDCL TEMP[0]\n"
                + "FBFETCH TEMP[0], OUT[0]\nMOV OUT[0], TEMP[0]\nEND\n", "fbfetch-colour");
        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class,
                () -> GlslTranslator.translate(fine, GlslOptions.of(GlslVersion.V450)));
        assertTrue(e.getMessage().contains("GL_EXT_shader_framebuffer_fetch"), e.getMessage());
    }

    @Test
    void missingExtensionIsRefusedWithTheFeatureNamed() {
        TgsiShader s = fragment(1).op(TgsiOpcode.BALLOT, out(0), constant(0)).end().build();
        GlslUnsupportedException e = assertThrows(GlslUnsupportedException.class,
                () -> GlslTranslator.translate(s, GlslOptions.of(GlslVersion.V450)));
        assertTrue(e.getMessage().contains("BALLOT"), e.getMessage());
        assertFalse(GlslTranslator.limitations().isEmpty());
        assertTrue(e.getMessage().contains("GL_ARB_shader_ballot"), e.getMessage());
        GlslShader g = translate(s, GL45);
        assertTrue(g.source().contains("#extension GL_ARB_shader_ballot : require"));
        assertTrue(g.features().containsAll(Set.of(GlslFeature.BALLOT, GlslFeature.INT64)));
    }

    @Test
    void everyOpcodeIsTranslatedOrRefusedWithATypedError() {
        // Each opcode alone in a fragment shader with plausible operands: the translator either
        // produces GLSL or says why not, never crashes. Control-flow openers get their closers.
        Set<TgsiOpcode> refused = EnumSet.noneOf(TgsiOpcode.class);
        List<GlslShader> translated = new java.util.ArrayList<>();
        List<TgsiOpcode> ops = new java.util.ArrayList<>();
        for (TgsiOpcode op : TgsiOpcode.values()) {
            TgsiShader s = Opcodes.alone(op);
            try {
                GlslShader g = GlslTranslator.translate(s, GL45);
                if (GlslangValidator.judges(g)) {
                    translated.add(g);
                    ops.add(op);
                }
            } catch (GlslUnsupportedException e) {
                assertEquals(op, e.opcode(), () -> op + ": " + e.getMessage());
                refused.add(op);
            }
        }
        if (GlslangValidator.isAvailable()) {
            List<GlslangValidator.Result> results = GlslangValidator.validateAll(translated);
            for (int i = 0; i < results.size(); i++) {
                int n = i;
                assertTrue(results.get(i).accepted(), () -> ops.get(n) + ": " + results.get(n).log() + "\n" + translated.get(n).source());
            }
        }
        assertEquals(Set.of(), refused, "every opcode translates in some position");
        assertTrue(translated.size() > 250, "most opcodes are also judged by glslang: " + translated.size());
    }

    @Test
    void processorsBeyondTheInterpretersAreRefused() {
        TgsiShader s = Shaders.of(Processor.TESS_CTRL).end().build();
        assertThrows(GlslUnsupportedException.class, () -> GlslTranslator.translate(s, GL45));
        assertFalse(GlslTranslator.supports(Processor.TESS_EVAL));
        assertTrue(GlslTranslator.supports(Processor.COMP));
    }

    @Test
    void vertexOutputsFollowTheViewportConventions() {
        TgsiShader s = Shaders.of(Processor.VERT)
                .decl(Declaration.of(RegisterFile.INPUT, 0, 0))
                .output(0, SemanticName.POSITION, 0)
                .output(1, SemanticName.GENERIC, 3)
                .op(TgsiOpcode.MOV, out(0), SrcRegisterOf.input(0))
                .op(TgsiOpcode.MOV, out(1), SrcRegisterOf.input(0))
                .end().build();
        GlslShader g = translate(s, GL45.withRasterization(false, true, true, 0));
        assertTrue(g.source().contains("gl_Position = vec4(outs[0].x, -outs[0].y, 2.0 * outs[0].z - outs[0].w, outs[0].w);"), g.source());
        assertTrue(g.source().contains("layout(location = 0) in vec4 tgsi_attr0;"));
        assertEquals(List.of(new GlslShader.Varying("v_GENERIC3", SemanticName.GENERIC, 3, "")), g.outputs());
    }

    /// Decision record 0019: of OUT registers sharing a semantic only the lowest is copied to the
    /// GL output, so each GL output is declared and written once; the others stay in `outs[]`.
    @Test
    void onlyTheLowestOfSeveralOutputsWithOneSemanticIsWritten() {
        TgsiShader s = Shaders.of(Processor.VERT)
                .decl(Declaration.of(RegisterFile.INPUT, 0, 0))
                .output(0, SemanticName.POSITION, 0)
                .output(3, SemanticName.GENERIC, 0)
                .output(1, SemanticName.GENERIC, 0)
                .output(2, SemanticName.POSITION, 0)
                .op(TgsiOpcode.MOV, out(0), SrcRegisterOf.input(0))
                .op(TgsiOpcode.MOV, out(1), SrcRegisterOf.input(0))
                .op(TgsiOpcode.MOV, out(2), SrcRegisterOf.input(0))
                .op(TgsiOpcode.MOV, out(3), SrcRegisterOf.input(0))
                .end().build();
        String g = translate(s, GL45).source();
        assertEquals(1, g.split("out vec4 v_GENERIC0;", -1).length - 1, g);
        assertTrue(g.contains("v_GENERIC0 = outs[1];") && !g.contains("= outs[3];"), g);
        assertTrue(g.contains("gl_Position = outs[0];") && !g.contains("gl_Position = outs[2];"), g);
        assertTrue(g.contains("vec4 outs[4];"), "the shadowed registers keep their storage\n" + g);
    }

    /// Several IN registers may read one semantic: one GLSL input feeds them all.
    @Test
    void inputsSharingASemanticShareOneGlslInput() {
        TgsiShader s = Shaders.of(Processor.FRAG)
                .input(0, SemanticName.GENERIC, 0, dev.tungsten.tgsi.Interpolation.PERSPECTIVE)
                .input(1, SemanticName.GENERIC, 0, dev.tungsten.tgsi.Interpolation.PERSPECTIVE)
                .output(0, SemanticName.COLOR, 0)
                .op(TgsiOpcode.ADD, out(0), SrcRegisterOf.input(0), SrcRegisterOf.input(1)).end().build();
        GlslShader g = translate(s, GL45);
        assertEquals(1, g.source().split("in vec4 v_GENERIC0;", -1).length - 1, g.source());
        assertTrue(g.source().contains("ins[0] = v_GENERIC0;") && g.source().contains("ins[1] = v_GENERIC0;"), g.source());
        assertEquals(1, g.inputs().size());
    }

    /// Source operands of files the [Shaders] helpers do not cover.
    static final class SrcRegisterOf {
        static dev.tungsten.tgsi.SrcRegister input(int i) {
            return dev.tungsten.tgsi.SrcRegister.of(RegisterFile.INPUT, i);
        }
    }

    @Test
    void indirectlyAddressedTempArraysAreSeparateGlslArrays() {
        String text = """
                FRAG
                DCL OUT[0], COLOR
                DCL TEMP[0..3], ARRAY(1)
                DCL TEMP[4]
                DCL ADDR[0]
                IMM[0] INT32 {1, 0, 0, 0}
                  0: UARL ADDR[0].x, IMM[0].xxxx
                  1: MOV TEMP[ADDR[0].x](1), IMM[0]
                  2: MOV TEMP[4], TEMP[2]
                  3: ADD OUT[0], TEMP[ADDR[0].x+1](1), TEMP[4]
                  4: END
                """;
        String g = translate(dev.tungsten.tgsi.TgsiText.parse(text, "arrays.tgsi"), GL45).source();
        assertTrue(g.contains("precise vec4 ta1[4];") && g.contains("precise vec4 t4;"), g);
        assertFalse(g.contains("temps["), "one run-time indexed array for every TEMP makes drivers spill them all:\n" + g);
        assertTrue(g.contains("uint(tgsi_i) < 4u) ta1[tgsi_i]"), "writes stay inside the array:\n" + g);
        assertTrue(g.contains("t4 = ta1[2]"), "a direct access to an array element names the array:\n" + g);

        // An indirect access without an array id may reach any TEMP: then all of them are one array.
        String flat = translate(dev.tungsten.tgsi.TgsiText.parse(text.replace("](1)", "]"), "flat.tgsi"), GL45).source();
        assertTrue(flat.contains("precise vec4 temps[5];"), flat);
    }
}
