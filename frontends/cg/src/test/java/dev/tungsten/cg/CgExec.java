package dev.tungsten.cg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.ir.TgsiProgram;
import dev.tungsten.tgsi.SemanticName;
import dev.tungsten.tgsi.ShaderInfo;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.tgsi.TgsiScan;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;

/// Compiles a Cg program to TGSI and runs one invocation on the reference interpreter: vertex
/// inputs by attribute (`IN[n]`), uniforms as the words of constant buffer 0, outputs read back
/// by TGSI semantic. What a test asserts is then what the program computes, not how it is
/// lowered.
final class CgExec {
    final Cg.Result result;
    final TgsiProgram program;
    final ShaderInfo info;
    private final ExecMachine machine;

    private CgExec(Cg.Result result, String entry) {
        this.result = result;
        assertTrue(result.ok(), result::render);
        this.program = TgsiLowering.lower(result.module(), result.info(), entry, TgsiLowering.Options.defaults());
        List<TgsiSanity.Diagnostic> sanity = TgsiSanity.check(program.shader());
        assertFalse(TgsiSanity.hasErrors(sanity), () -> sanity + "\n" + TgsiDump.dump(program.shader()));
        this.info = TgsiScan.scan(program.shader());
        this.machine = ExecProgram.compile(program.shader(), entry).newMachine(4);
    }

    /// Compiles `source` (entry `main`, stage inferred).
    static CgExec compile(String source) {
        return compile(source, Cg.Options.defaults());
    }

    static CgExec compile(String source, Cg.Options options) {
        return new CgExec(Cg.compile("test.cg", source, options), options.entry());
    }

    /// Sets input register `IN[index]` in every lane (a fragment quad then has no derivatives).
    CgExec input(int index, float... v) {
        for (int c = 0; c < v.length; c++) {
            java.util.Arrays.fill(machine.input(index, c), Float.floatToRawIntBits(v[c]));
        }
        return this;
    }

    /// Binds textures and samplers for the run.
    CgExec textures(dev.tungsten.tgsi.exec.TextureSampler sampler) {
        machine.bindSampler(sampler);
        return this;
    }

    /// Sets the fragment input of `semantic`/`index` (GENERIC locations, POSITION, FACE).
    CgExec fragmentInput(SemanticName semantic, int index, float... v) {
        ShaderInfo.InputInfo in = info.inputs().stream().filter(i -> i.semantic() == semantic && i.semanticIndex() == index)
                .findFirst().orElseThrow(() -> new AssertionError("no input " + semantic + "[" + index + "]"));
        return input(in.index(), v);
    }

    /// Binds constant buffer 0 with these floats (four per register).
    CgExec constants(float... v) {
        int[] words = new int[Math.max(4, (v.length + 3) / 4 * 4)];
        for (int i = 0; i < v.length; i++) {
            words[i] = Float.floatToRawIntBits(v[i]);
        }
        machine.bindConstantBuffer(0, words);
        return this;
    }

    /// Binds constant buffer 0 with raw words.
    CgExec constantWords(int... words) {
        machine.bindConstantBuffer(0, words);
        return this;
    }

    CgExec run() {
        assertEquals(ExecStatus.DONE, machine.run(1));
        return this;
    }

    /// The four channels of output `semantic`/`index` as floats.
    float[] output(SemanticName semantic, int index) {
        ShaderInfo.OutputInfo out = info.outputs().stream().filter(o -> o.semantic() == semantic && o.semanticIndex() == index)
                .findFirst().orElseThrow(() -> new AssertionError("no output " + semantic + "[" + index + "]\n"
                        + TgsiDump.dump(program.shader())));
        float[] r = new float[4];
        for (int c = 0; c < 4; c++) {
            r[c] = Float.intBitsToFloat(machine.output(out.index(), c)[0]);
        }
        return r;
    }

    /// `GENERIC[index]` of a vertex program.
    float[] generic(int index) {
        return output(SemanticName.GENERIC, index);
    }

    /// The first `n` channels of `GENERIC[index]`.
    float[] generic(int index, int n) {
        return java.util.Arrays.copyOf(generic(index), n);
    }

    static Cg.Options vertex() {
        return Cg.Options.defaults().withStage(Profile.Stage.VERTEX);
    }

    static Cg.Options fragment() {
        return Cg.Options.defaults().withStage(Profile.Stage.FRAGMENT);
    }

    static Map<String, String> none() {
        return Map.of();
    }
}
