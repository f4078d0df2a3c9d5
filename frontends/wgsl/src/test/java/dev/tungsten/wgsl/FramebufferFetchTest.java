package dev.tungsten.wgsl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.ir.TgsiLowering;
import dev.tungsten.tgsi.TgsiDump;

/// `enable chromium_experimental_framebuffer_fetch`: `@color(N)` fragment inputs lower to an
/// FBFETCH of `COLOR[N]` before the body, and every misuse is a located error.
class FramebufferFetchTest {
    private static final String ENABLE = "enable chromium_experimental_framebuffer_fetch;\n";

    private static String tgsi(String source) {
        Wgsl.Result r = Wgsl.compile("x.wgsl", source);
        assertTrue(r.ok(), () -> r.diagnostics().toString());
        return TgsiDump.dump(TgsiLowering.lower(r.module(), r.info(), "main", TgsiLowering.Options.defaults()).shader());
    }

    private static List<String> errors(String source) {
        return Wgsl.compile("x.wgsl", source).errorKinds();
    }

    @Test
    void aColorParameterFetchesItsTargetBeforeTheBodyWritesIt() {
        String t = tgsi(ENABLE + """
                @fragment fn main(@color(0) previous: vec4<f32>) -> @location(0) vec4<f32> {
                    return previous * vec4<f32>(0.5);
                }
                """);
        assertTrue(t.contains("DCL OUT[0], COLOR\n"), t);
        int fetch = t.indexOf("FBFETCH TEMP[0], OUT[0]");
        int firstWrite = t.indexOf("OUT[0], TEMP[0]");
        assertTrue(fetch >= 0 && firstWrite > fetch, t);
        // One COLOR[0] output, shared by the fetch and the result.
        assertEquals(1, t.lines().filter(l -> l.startsWith("DCL OUT")).count(), t);
    }

    @Test
    void structMembersReadSeveralTargetsAndAScalarReadsRed() {
        String t = tgsi(ENABLE + """
                struct In { @builtin(position) p: vec4<f32>, @color(1) second: vec4<f32>, @color(0) first: f32, }
                struct Out { @location(0) a: vec4<f32>, @location(1) b: vec4<f32>, }
                @fragment fn main(in: In) -> Out {
                    return Out(vec4<f32>(in.first), in.second);
                }
                """);
        assertTrue(t.contains(", COLOR[1]\n") && t.contains(", COLOR\n"), t);
        assertEquals(2, t.lines().filter(l -> l.contains("FBFETCH")).count(), t);
    }

    @Test
    void aTargetReadButNotWrittenKeepsItsFetchedColour() {
        String t = tgsi(ENABLE + """
                @fragment fn main(@color(1) keep: vec4<f32>) -> @location(0) vec4<f32> {
                    return keep;
                }
                """);
        // COLOR[1] starts as the fetched colour, so the blend stage writes the target unchanged.
        assertTrue(t.lines().anyMatch(l -> l.matches("\\s*\\d+: MOV OUT\\[\\d\\], TEMP\\[0\\]")), t);
        assertTrue(t.contains(", COLOR[1]\n") && t.contains(", COLOR\n"), t);
    }

    @Test
    void integerTargetsAreRead() {
        String t = tgsi(ENABLE + """
                @fragment fn main(@color(0) c: vec4<u32>) -> @location(0) vec4<u32> {
                    return c + vec4<u32>(1u);
                }
                """);
        assertTrue(t.contains("FBFETCH") && t.contains("UADD"), t);
    }

    @Test
    void colorNeedsItsEnable() {
        assertEquals(List.of("ExtensionNotEnabled"), errors("""
                @fragment fn main(@color(0) c: vec4<f32>) -> @location(0) vec4<f32> { return c; }
                """));
    }

    @Test
    void colorIsOnlyForFragmentInputs() {
        assertEquals(List.of("InvalidEntryPoint"), errors(ENABLE + """
                struct O { @builtin(position) p: vec4<f32>, @color(0) c: vec4<f32>, }
                @vertex fn main() -> O { return O(vec4<f32>(0.0), vec4<f32>(1.0)); }
                """));
        assertEquals(List.of("InvalidEntryPoint"), errors(ENABLE + """
                @vertex fn main(@color(0) c: vec4<f32>) -> @builtin(position) vec4<f32> { return c; }
                """));
        // A function result is not a place for it at all (§11).
        assertEquals(List.of("InvalidAttribute"), errors(ENABLE + """
                @fragment fn main() -> @color(0) vec4<f32> { return vec4<f32>(1.0); }
                """));
    }

    @Test
    void aTargetIsReadOnceAndNotAlsoALocation() {
        assertEquals(List.of("DuplicateBinding"), errors(ENABLE + """
                @fragment fn main(@color(0) a: vec4<f32>, @color(0) b: vec4<f32>) -> @location(0) vec4<f32> { return a + b; }
                """));
        assertEquals(List.of("InvalidAttribute"), errors(ENABLE + """
                @fragment fn main(@color(0) @location(1) a: vec4<f32>) -> @location(0) vec4<f32> { return a; }
                """));
    }

    @Test
    void aFramebufferInputIsA32BitNumber() {
        assertEquals(List.of("InvalidEntryPoint"), errors(ENABLE + """
                @fragment fn main(@color(0) a: bool) -> @location(0) vec4<f32> { return vec4<f32>(1.0); }
                """));
        assertEquals(List.of("InvalidEntryPoint"), errors(ENABLE + """
                struct S { x: f32 }
                @fragment fn main(@color(0) a: array<f32, 4>) -> @location(0) vec4<f32> { return vec4<f32>(a[0]); }
                """));
    }
}
