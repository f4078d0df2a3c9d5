package dev.tungsten.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.tungsten.vk.SpirvTools;

import static org.junit.jupiter.api.Assertions.*;

/// `tungsten tgsi spirv` through [Main#run]: text, binary, targets, validation and typed refusals.
class TgsiSpirvCommandTest {
    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {}

    private static Result main(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path shader(String name, String text) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    private static final String MAD = "FRAG\nDCL OUT[0], COLOR\nDCL CONST[0][0]\nMAD OUT[0], CONST[0][0], CONST[0][0], CONST[0][0]\nEND\n";

    @Test
    void printsTheDisassemblyForEitherTarget() throws Exception {
        Path f = shader("a.tgsi", MAD);
        Result r = main("tgsi", "spirv", "--validate", f.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("; SPIR-V\n; Version: 1.6\n"), r.out());
        assertTrue(r.out().contains("OpEntryPoint Fragment %main \"main\""), r.out());
        assertTrue(r.out().contains("OpExecutionMode %main OriginUpperLeft"), r.out());
        assertTrue(r.out().contains("OpFunctionCall %void %tgsi_main"), r.out());
        r = main("tgsi", "spirv", "--validate", "--target", "vulkan1.1", f.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("; SPIR-V\n; Version: 1.3\n"), r.out());
    }

    @Test
    void severalFilesPrintBlocksAndAFailingFileDoesNotStopTheOthers() throws Exception {
        Path good = shader("good.tgsi", MAD);
        Path bad = shader("bad.tgsi", "VERT\nDCL IN[0]\nDCL OUT[0], POSITION\nDDX OUT[0], IN[0]\nEND\n");
        Result r = main("tgsi", "spirv", good.toString(), bad.toString(), good.toString());
        assertEquals(1, r.status());
        assertEquals(2, r.out().split("\n\n; SPIR-V\n", -1).length, r.out());
        // a typed refusal: file, instruction, reason
        assertTrue(r.err().startsWith(bad + ":instruction 0: "), r.err());
        assertTrue(r.err().contains("DDX"), r.err());
    }

    @Test
    void malformedShadersAreLocatedErrors() throws Exception {
        Path f = shader("nest.tgsi", "FRAG\nDCL OUT[0], COLOR\nIF OUT[0].xxxx\nEND\n");
        Result r = main("tgsi", "spirv", f.toString());
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith(f + ":instruction 0: "), r.err());
        assertTrue(r.err().contains("IF is never closed"), r.err());
        Path text = shader("syntax.tgsi", "FRAG\nMOV TEMP[0], NOPE[1]\nEND\n");
        r = main("tgsi", "spirv", text.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith(text + ":2:"), r.err());
    }

    @Test
    void dashOWritesTheBinaryModule() throws Exception {
        Path f = shader("a.tgsi", MAD);
        Path spv = dir.resolve("a.spv");
        Result r = main("tgsi", "spirv", "--target", "vulkan1.1", f.toString(), "-o", spv.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.out());
        int[] words = SpirvTools.words(Files.readAllBytes(spv));
        assertEquals(0x07230203, words[0], "the SPIR-V magic number, little-endian");
        assertEquals(0x00010300, words[1], "SPIR-V 1.3 for Vulkan 1.1");
        assertTrue(SpirvTools.validate(words, SpirvTools.TargetEnv.VULKAN_1_1).valid());
    }

    @Test
    void badArgumentsAreUsageErrors() throws Exception {
        Path f = shader("a.tgsi", MAD);
        assertEquals(2, main("tgsi", "spirv").status());
        assertEquals(2, main("tgsi", "spirv", "--target", "vulkan2.0", f.toString()).status());
        assertEquals(2, main("tgsi", "spirv", "--target").status());
        assertEquals(2, main("tgsi", "spirv", "--fast", f.toString()).status());
        Result r = main("tgsi", "spirv", f.toString(), f.toString(), "-o", dir.resolve("x.spv").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("-o writes one module"), r.err());
    }
}
