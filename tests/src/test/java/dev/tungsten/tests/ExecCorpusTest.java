package dev.tungsten.tests;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import dev.tungsten.fixtures.OracleText;
import dev.tungsten.fixtures.SyntheticCase;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TextureTarget;
import dev.tungsten.tgsi.TgsiException;
import dev.tungsten.tgsi.TgsiShader;
import dev.tungsten.tgsi.TokenReader;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;
import dev.tungsten.tgsi.exec.MemoryBuffers;
import dev.tungsten.tgsi.exec.MemoryImages;
import dev.tungsten.tgsi.exec.MemoryTextures;
import dev.tungsten.tgsi.exec.RecordingVertexEmitter;
import dev.tungsten.tgsi.exec.SharedMemory;
import org.junit.jupiter.api.Test;

/// Every token stream of the oracle (the Mesa and virgl corpora and the synthetic one-opcode
/// snippets) through the interpreter on random inputs, with every in-memory service bound and a
/// small budget: each either runs or stops with a typed error, never anything else, at any width.
class ExecCorpusTest {
    @Test
    void everyOracleShaderRunsOrFailsWithATypedError() throws IOException {
        Path dir = SharedShelf.require("oracle/tokens");
        List<int[]> streams = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".tokens")).sorted().toList()) {
                streams.add(OracleText.readTokens(p));
                names.add(dir.relativize(p).toString());
            }
        }
        for (SyntheticCase row : SyntheticCase.read(dir.resolve("synthetic/synthetic.tsv"))) {
            if (row.accepted()) {
                streams.add(row.tokens());
                names.add("synthetic " + row.id());
            }
        }
        int ran = 0, rejected = 0, stopped = 0;
        SplittableRandom random = new SplittableRandom(42);
        for (int s = 0; s < streams.size(); s++) {
            String name = names.get(s);
            TgsiShader shader = TokenReader.read(streams.get(s));
            ExecProgram program;
            try {
                program = ExecProgram.compile(shader, name);
            } catch (TgsiException e) {
                rejected++;
                continue;
            }
            for (int width : new int[] {4, 16}) {
                ExecMachine m = program.newMachine(width);
                bindEverything(m, program);
                fillRandom(m, program, random);
                m.setInstructionBudget(20_000);
                try {
                    ExecStatus status = m.run(random.nextInt() | 1);
                    assertNotNull(status, name);
                    ran++;
                } catch (TgsiException e) {
                    assertNotNull(e.location(), name);
                    assertEquals(name, e.location().source(), "errors name the shader: " + e.getMessage());
                    stopped++;
                } catch (RuntimeException e) {
                    fail(name + " at width " + width + " threw " + e, e);
                }
            }
        }
        System.out.println("interpreter over the oracle's token streams: " + streams.size() + " shaders, " + rejected
                + " rejected at compile time, " + ran + " runs completed, " + stopped + " stopped with a typed error");
        assertTrue(ran > streams.size(), "most shaders run (at two widths)");
    }

    private static void bindEverything(ExecMachine m, ExecProgram p) {
        MemoryTextures textures = new MemoryTextures();
        int[] texels = new int[8 * 8 * 6 * 4];
        for (int i = 0; i < texels.length; i++) {
            texels[i] = Float.floatToRawIntBits((i % 17) / 16f);
        }
        for (int unit = 0; unit < 16; unit++) {
            TextureTarget t = p.samplerViewTarget(unit);
            textures.bind(unit, MemoryTextures.Texture.of(t != null && t.isCube() ? t : TextureTarget.T2D, 8, 8, 6, texels));
        }
        m.bindSampler(textures);
        MemoryImages images = new MemoryImages();
        MemoryBuffers buffers = new MemoryBuffers(8);
        for (int unit = 0; unit < 8; unit++) {
            images.bind(unit, MemoryImages.Image.zeroed(4, 4, 2));
            buffers.create(unit, 256);
        }
        m.bindImages(images);
        m.bindBuffers(buffers);
        m.bindSharedMemory(new SharedMemory(1024));
        m.bindVertexEmitter(new RecordingVertexEmitter(p, m.width()));
        m.bindFramebufferFetch((output, lanes, rgba) -> {
            for (int[] c : rgba) {
                java.util.Arrays.fill(c, 0);
            }
        });
        for (int b = 0; b < 4; b++) {
            int[] words = new int[64 * 4];
            for (int i = 0; i < words.length; i++) {
                words[i] = Float.floatToRawIntBits(i * 0.25f - 8);
            }
            m.bindConstantBuffer(b, words);
        }
    }

    private static void fillRandom(ExecMachine m, ExecProgram p, SplittableRandom random) {
        int inputs = p.registerCount(RegisterFile.INPUT) * p.inputVertexCount();
        int perVertex = Math.max(1, p.registerCount(RegisterFile.INPUT));
        for (int slot = 0; slot < inputs; slot++) {
            for (int c = 0; c < 4; c++) {
                int[] lanes = m.input(slot / perVertex, slot % perVertex, c);
                for (int i = 0; i < lanes.length; i++) {
                    lanes[i] = random.nextInt(4) == 0 ? random.nextInt(8) : Float.floatToRawIntBits((float) random.nextDouble(-4, 4));
                }
            }
        }
        for (int r = 0; r < p.registerCount(RegisterFile.SYSTEM_VALUE); r++) {
            for (int c = 0; c < 4; c++) {
                int[] lanes = m.systemValue(r, c);
                for (int i = 0; i < lanes.length; i++) {
                    lanes[i] = random.nextInt(8);
                }
            }
        }
    }
}
