package dev.tungsten.tgsi;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import static dev.tungsten.tgsi.TgsiOpcode.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/// The builder reproduces what Mesa's `tgsi_ureg.c` writes for the same calls: expectations
/// here follow that file's code (cited per test), not our implementation.
class UregTest {

    private static List<Declaration> decls(TgsiShader s, RegisterFile file) {
        return s.declarations().stream().filter(d -> d.file() == file).toList();
    }

    private static Declaration plain(RegisterFile file, int first, int last) {
        return Declaration.of(file, first, last);
    }

    @Test
    void wordsOfASmallFragmentShaderAreWhatUregWrites() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst out = u.output(SemanticName.COLOR, 0);
        u.emit(MOV, out, u.immFloat(1f, 2f, 3f, 4f));
        u.end();
        // emit_decl_semantic (NrTokens 3, semantic token), emit_immediate (4 words), then the body.
        assertArrayEquals(new int[] {
            0x00000c02, 0x00000004,
            0x002f3030, 0x00000000, 0x00000001,
            0x00000051, 0x3f800000, 0x40000000, 0x40400000, 0x40800000,
            0x00a01022, 0x000000f3, 0x39000007,
            0x00075002}, u.finishWords());
    }

    @Test
    void declarationsComeOutInUregFinalizeOrder() {
        Ureg u = Ureg.create(Processor.FRAG);
        u.property(PropertyName.FS_COORD_PIXEL_CENTER, 1);
        u.property(PropertyName.FS_COORD_ORIGIN, 1);
        UregDst t = u.temporary();
        UregSrc c = u.constant(0);
        UregSrc buf = u.buffer(0, true);
        UregSrc mem = u.memory(MemoryType.SHARED);
        UregSrc view = u.samplerView(0, TextureTarget.T2D, ReturnType.FLOAT);
        UregSrc samp = u.sampler(0);
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregSrc sv = u.systemValue(SemanticName.SAMPLEID, 0);
        UregSrc in = u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.PERSPECTIVE);
        UregSrc img = u.image(0, TextureTarget.T2D, PipeFormat.R32G32B32A32_FLOAT, true, false);
        UregDst addr = u.address();
        u.emit(UARL, addr, sv);
        u.tex(TEX, t, TextureTarget.T2D, in, samp);
        u.emit(SAMPLE, t, in, view, samp);
        u.emit(ADD, color, t.toSrc(), c.indirect(addr.toSrc()));
        u.memoryOp(LOAD, List.of(t), 0, TextureTarget.BUFFER, PipeFormat.NONE, buf, u.immUint(0));
        u.memoryOp(LOAD, List.of(t), 0, TextureTarget.BUFFER, PipeFormat.NONE, mem, u.immUint(0));
        u.memoryOp(STORE, List.of(img.toDst()), 0, TextureTarget.T2D, PipeFormat.R32G32B32A32_FLOAT, u.immUint(0), t.toSrc());
        u.emit(ATOMUADD, t, buf, u.immUint(0), u.immUint(1));
        u.end();
        TgsiShader s = u.finish();
        List<RegisterFile> order = new ArrayList<>();
        for (TgsiToken tok : s.tokens()) {
            RegisterFile f = switch (tok) {
                case Declaration d -> d.file();
                case Immediate i -> RegisterFile.IMMEDIATE;
                case Property p -> RegisterFile.NULL;
                case Instruction i -> null;
            };
            if (f != null && (order.isEmpty() || order.getLast() != f)) {
                order.add(f);
            }
        }
        assertEquals(List.of(RegisterFile.NULL, RegisterFile.INPUT, RegisterFile.SYSTEM_VALUE, RegisterFile.OUTPUT,
                RegisterFile.SAMPLER, RegisterFile.SAMPLER_VIEW, RegisterFile.IMAGE, RegisterFile.BUFFER, RegisterFile.MEMORY,
                RegisterFile.CONSTANT, RegisterFile.TEMPORARY, RegisterFile.ADDRESS, RegisterFile.IMMEDIATE), order);
        // Properties in number order, whatever order they were set in.
        assertEquals(List.of(new Property(PropertyName.FS_COORD_ORIGIN, 1), new Property(PropertyName.FS_COORD_PIXEL_CENTER, 1)),
                s.properties());
        // The FS input carries interpolation and semantic (emit_decl_fs); the buffer its ATOMIC flag;
        // memory its type as both index and MemType (emit_decl_memory); the constant is 2-D (emit_decl_range2D).
        assertEquals(new Declaration(RegisterFile.INPUT, 0, 0, 0xF, TgsiToken.NONE,
                new Declaration.Interp(Interpolation.PERSPECTIVE, InterpLocation.CENTER),
                new Declaration.Semantic(SemanticName.GENERIC, 0), false, false, TgsiToken.NONE, false, MemoryType.GLOBAL,
                null, null), decls(s, RegisterFile.INPUT).getFirst());
        assertTrue(decls(s, RegisterFile.BUFFER).getFirst().atomic());
        assertEquals(new Declaration(RegisterFile.MEMORY, 1, 1, 0xF, TgsiToken.NONE, null, null, false, false,
                TgsiToken.NONE, false, MemoryType.SHARED, null, null), decls(s, RegisterFile.MEMORY).getFirst());
        assertEquals(0, decls(s, RegisterFile.CONSTANT).getFirst().dimension());
        // ureg dedups immediates: UINT32 0 and 1 share one immediate.
        assertEquals(1, s.immediates().size());
        assertArrayEquals(new int[] {0, 1, 0, 0}, s.immediates().getFirst().data());
        assertEquals(new Instruction.Memory(0, TextureTarget.T2D, PipeFormat.R32G32B32A32_FLOAT),
                s.instructions().get(6).memory());
    }

    @Test
    void vertexShadersGetNextShaderAndIndexedInputs() {
        Ureg u = Ureg.create(Processor.VERT);
        UregSrc a1 = u.vertexInput(1);
        UregSrc a0 = u.vertexInput(0);
        UregDst pos = u.output(SemanticName.POSITION, 0);
        u.emit(ADD, pos, a0, a1);
        u.end();
        TgsiShader s = u.finish();
        assertEquals(List.of(new Property(PropertyName.NEXT_SHADER, Processor.FRAG.code())), s.properties());
        assertEquals(List.of(plain(RegisterFile.INPUT, 0, 0), plain(RegisterFile.INPUT, 1, 1)), decls(s, RegisterFile.INPUT));
        u.nextShader(Processor.GEOM);
        assertEquals(Processor.GEOM.code(), u.finish().property(PropertyName.NEXT_SHADER, -1));
        assertThrows(TgsiException.class, () -> u.input(SemanticName.GENERIC, 0), "VERT inputs are by index");
        assertThrows(TgsiException.class, () -> u.vertexInput(32));
        Ureg f = Ureg.create(Processor.FRAG);
        assertThrows(TgsiException.class, () -> f.vertexInput(0));
        f.output(SemanticName.COLOR, 0);
        f.end();
        assertTrue(f.finish().properties().isEmpty(), "only VERT and TESS_EVAL get NEXT_SHADER");
    }

    @Test
    void inputsAndOutputsMergeBySemanticAndSortByRegister() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregSrc g0 = u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.PERSPECTIVE);
        UregSrc col = u.fragmentInput(SemanticName.COLOR, 0, Interpolation.COLOR);
        UregSrc again = u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.PERSPECTIVE);
        UregSrc late = u.inputAt(5, WriteMask.X, SemanticName.GENERIC, 3, Interpolation.LINEAR, InterpLocation.CENTROID, 0, 1);
        UregSrc early = u.inputAt(3, WriteMask.Y, SemanticName.GENERIC, 2, Interpolation.LINEAR, InterpLocation.SAMPLE, 0, 1);
        assertEquals(0, g0.index());
        assertEquals(1, col.index());
        assertEquals(g0, again, "same semantic, same register");
        assertThrows(TgsiException.class, () -> u.fragmentInput(SemanticName.GENERIC, 0, Interpolation.LINEAR),
                "ureg asserts the interpolation agrees");
        UregDst o1 = u.outputAt(1, WriteMask.XY, SemanticName.GENERIC, 0, 0, 0, 1, false);
        UregDst o0 = u.outputAt(0, WriteMask.XYZW, SemanticName.POSITION, 0, 0, 0, 1, true);
        UregDst o1b = u.outputMasked(SemanticName.GENERIC, 0, WriteMask.Z | WriteMask.W, 0, 1);
        assertEquals(o1, o1b);
        for (UregSrc in : List.of(g0, col, late, early)) {
            u.emit(MOV, o1, in);
        }
        u.emit(MOV, o0, g0);
        u.end();
        TgsiShader s = u.finish();
        List<Declaration> ins = decls(s, RegisterFile.INPUT);
        assertEquals(List.of(0, 1, 3, 5), ins.stream().map(Declaration::first).toList(), "sorted by register");
        assertEquals(new Declaration.Interp(Interpolation.LINEAR, InterpLocation.SAMPLE), ins.get(2).interp());
        assertEquals(WriteMask.Y, ins.get(2).usageMask());
        List<Declaration> outs = decls(s, RegisterFile.OUTPUT);
        assertEquals(List.of(0, 1), outs.stream().map(Declaration::first).toList());
        assertTrue(outs.get(0).invariant());
        assertEquals(WriteMask.XYZW, outs.get(1).usageMask(), "masks of one semantic merge");
    }

    @Test
    void inputArraysSplitUnlessAnyInOutDeclRange() {
        for (boolean any : new boolean[] {false, true}) {
            Ureg u = Ureg.create(Processor.FRAG).anyInOutDeclRange(any);
            UregSrc arr = u.fragmentInput(SemanticName.GENERIC, 10, Interpolation.PERSPECTIVE, InterpLocation.CENTER, 1, 3);
            UregDst tmp = u.address();
            UregDst color = u.output(SemanticName.COLOR, 0);
            u.emit(UARL, tmp, u.immInt(1));
            u.emit(MOV, color, arr.indirect(tmp.toSrc()));
            u.end();
            TgsiShader s = u.finish();
            List<Declaration> ins = decls(s, RegisterFile.INPUT);
            if (any) {
                assertEquals(1, ins.size());
                assertEquals(2, ins.getFirst().last());
                assertEquals(1, ins.getFirst().arrayId());
                assertEquals(1, s.instructions().get(1).src(0).indirect().arrayId());
            } else {
                assertEquals(List.of(10, 11, 12), ins.stream().map(d -> d.semantic().index()).toList());
                assertTrue(ins.stream().noneMatch(Declaration::isArray));
                assertEquals(0, s.instructions().get(1).src(0).indirect().arrayId(), "ureg zeroes IN/OUT array ids");
            }
        }
    }

    @Test
    void geometryOutputsCarryStreams() {
        Ureg u = Ureg.create(Processor.GEOM);
        u.property(PropertyName.GS_INPUT_PRIMITIVE, PrimitiveType.POINTS.code());
        UregSrc pos = u.input(SemanticName.POSITION, 0);
        UregDst out = u.outputAt(0, WriteMask.XY, SemanticName.GENERIC, 0, 0b0110, 0, 1, false);
        assertThrows(TgsiException.class, () -> u.outputAt(1, WriteMask.X, SemanticName.GENERIC, 1, 0b1100, 0, 1, false),
                "a stream on an undeclared channel");
        u.emit(MOV, out, pos.dimension(0));
        u.emit(EMIT, u.immInt(1));
        u.end();
        TgsiShader s = u.finish();
        assertEquals(new Declaration.Semantic(SemanticName.GENERIC, 0, 0b0110), decls(s, RegisterFile.OUTPUT).getFirst().semantic());
        assertEquals(WriteMask.XYZW, decls(s, RegisterFile.INPUT).getFirst().usageMask(), "emit_decl_semantic uses XYZW");
        assertEquals(0, s.instructions().getFirst().src(0).dimension().index());
    }

    @Test
    void temporariesAreReusedAndSplitByLocalityAndArrays() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst t0 = u.temporary();
        UregDst t1 = u.temporary();
        u.release(t0);
        UregDst again = u.temporary();
        assertEquals(0, again.index(), "the lowest released temporary is reused");
        UregDst local = u.localTemporary();
        UregDst arr = u.arrayTemporary(3, false);
        UregDst after = u.temporary();
        UregDst arr2 = u.arrayTemporary(2, true);
        assertEquals(List.of(1, 2, 3, 6, 7), List.of(t1.index(), local.index(), arr.index(), after.index(), arr2.index()));
        assertEquals(1, arr.arrayId());
        assertEquals(2, arr2.arrayId());
        assertThrows(TgsiException.class, () -> u.release(arr));
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregDst a = u.address();
        for (UregDst t : List.of(again, t1, local, arr, after, arr2)) {
            u.emit(MOV, t, u.immFloat(0f));
        }
        u.emit(ARL, a, u.immFloat(1f));
        u.emit(MOV, color, arr.toSrc().indirect(a.toSrc()).offset(1));
        u.emit(MOV, color, arr2.toSrc().offset(1));
        u.end();
        TgsiShader s = u.finish();
        assertEquals(List.of(
                plain(RegisterFile.TEMPORARY, 0, 1),
                new Declaration(RegisterFile.TEMPORARY, 2, 2, 0xF, TgsiToken.NONE, null, null, false, true, TgsiToken.NONE,
                        false, MemoryType.GLOBAL, null, null),
                new Declaration(RegisterFile.TEMPORARY, 3, 5, 0xF, TgsiToken.NONE, null, null, false, false, 1, false,
                        MemoryType.GLOBAL, null, null),
                plain(RegisterFile.TEMPORARY, 6, 6),
                new Declaration(RegisterFile.TEMPORARY, 7, 8, 0xF, TgsiToken.NONE, null, null, false, true, 2, false,
                        MemoryType.GLOBAL, null, null)), decls(s, RegisterFile.TEMPORARY));
        SrcRegister ind = s.instructions().get(7).src(0);
        assertEquals(new IndirectRegister(RegisterFile.ADDRESS, 0, 0, 1), ind.indirect(), "array id in the indirect token");
        assertEquals(4, ind.index());
    }

    @Test
    void constantRangesMergeLikeUregDeclConstant() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        List<UregSrc> cs = new ArrayList<>();
        for (int i : new int[] {3, 4, 2, 10, 12, 11}) {
            cs.add(u.constant(i));
        }
        UregSrc block = u.constantBuffer(2, 0, 7);
        for (UregSrc c : cs) {
            u.emit(MOV, color, c);
        }
        u.emit(MOV, color, block.offset(7));
        u.end();
        TgsiShader s = u.finish();
        // 3; 4 extends it; 2 extends it downwards; 10 new; 12 new; 11 extends 10..10 (first match wins).
        assertEquals(List.of("0:2..4", "0:10..11", "0:12..12", "2:0..7"), decls(s, RegisterFile.CONSTANT).stream()
                .map(d -> d.dimension() + ":" + d.first() + ".." + d.last()).toList());
        assertEquals(new DimensionRegister(0, null), s.instructions().getFirst().src(0).dimension());
        assertEquals(7, s.instructions().get(6).src(0).index());
        assertEquals(2, s.instructions().get(6).src(0).dimension().index());
    }

    @Test
    void constantRangesCollapseWhenUregRunsOut() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        for (int i = 0; i <= 33; i++) {
            u.emit(MOV, color, u.constant(3 * i));
        }
        u.end();
        // 32 separate ranges, then the 33rd index collapses all into one covering range.
        List<Declaration> cs = decls(u.finish(), RegisterFile.CONSTANT);
        assertEquals(2, cs.size());
        assertEquals(List.of(0, 96), List.of(cs.getFirst().first(), cs.getFirst().last()));
        assertEquals(List.of(99, 99), List.of(cs.get(1).first(), cs.get(1).last()));
    }

    private static List<Immediate> immediates(Ureg u) {
        u.end();
        return u.finish().immediates();
    }

    private static int bits(float f) {
        return Float.floatToRawIntBits(f);
    }

    @Test
    void immediatesAreDeduplicatedAndPackedAsDeclImmediateDoes() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregSrc one = u.immFloat(1f);
        UregSrc two = u.immFloat(2f);
        UregSrc oneTwo = u.immFloat(1f, 2f);
        UregSrc negZero = u.immFloat(-0f);
        UregSrc zero = u.immFloat(0f);
        UregSrc zeroAgain = u.immFloat(0f);
        UregSrc five = u.immFloat(5f);
        UregSrc uintOne = u.immUint(bits(1f));
        UregSrc seven = u.immInt(7, 7);
        List<String> got = new ArrayList<>();
        for (UregSrc s : List.of(one, two, oneTwo, negZero, zero, zeroAgain, five, uintOne, seven)) {
            got.add(s.index() + "." + Swizzle.toString(s.swizzle()));
        }
        // Channels are appended while an immediate has room; -0.0 and 0.0 differ; types never mix;
        // a repeated value reuses its channel.
        assertEquals(List.of("0.xxxx", "0.yyyy", "0.xyxx", "0.zzzz", "0.wwww", "0.wwww", "1.xxxx", "2.xxxx", "3.xxxx"), got);
        List<Immediate> imms = immediates(u);
        assertEquals(new Immediate(ImmediateType.FLT32, new int[] {bits(1f), bits(2f), bits(-0f), 0}), imms.get(0));
        assertEquals(new Immediate(ImmediateType.UINT32, new int[] {bits(1f), 0, 0, 0}), imms.get(2));
        assertEquals(new Immediate(ImmediateType.INT32, new int[] {7, 0, 0, 0}), imms.get(3));
    }

    @Test
    void aFailedPackingLeavesItsWordsInTheImmediateAsInMesa() {
        Ureg u = Ureg.create(Processor.FRAG);
        u.immFloat(1f, 2f);
        UregSrc three = u.immFloat(3f, 4f, 5f);
        assertEquals(1, three.index());
        assertEquals("xyzx", Swizzle.toString(three.swizzle()));
        List<Immediate> imms = immediates(u);
        // match_or_expand_immediate wrote 3 and 4 into IMM[0] before failing on 5, and emit_immediate
        // writes all four words.
        assertArrayEquals(new int[] {bits(1f), bits(2f), bits(3f), bits(4f)}, imms.get(0).data());
        assertArrayEquals(new int[] {bits(3f), bits(4f), bits(5f), 0}, imms.get(1).data());
    }

    @Test
    void sixtyFourBitImmediatesPackInPairs() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregSrc a = u.immDouble(1.5);
        UregSrc b = u.immDouble(2.5);
        UregSrc ab = u.immDouble(1.5, 2.5);
        UregSrc c = u.immDouble(3.5);
        UregSrc big = u.immUint64(-1L);
        UregSrc pair = u.immInt64(Long.MIN_VALUE, 1L);
        List<String> got = new ArrayList<>();
        for (UregSrc s : List.of(a, b, ab, c, big, pair)) {
            got.add(s.index() + "." + Swizzle.toString(s.swizzle()));
        }
        assertEquals(List.of("0.xyxy", "0.zwzw", "0.xyzw", "1.xyxy", "2.xyxy", "3.xyzw"), got);
        List<Immediate> imms = immediates(u);
        long d15 = Double.doubleToRawLongBits(1.5), d25 = Double.doubleToRawLongBits(2.5);
        assertEquals(new Immediate(ImmediateType.FLT64, new int[] {(int) d15, (int) (d15 >>> 32), (int) d25, (int) (d25 >>> 32)}),
                imms.get(0));
        assertEquals(new Immediate(ImmediateType.UINT64, new int[] {-1, -1, 0, 0}), imms.get(2));
        assertEquals(new Immediate(ImmediateType.INT64, new int[] {0, 0x80000000, 1, 0}), imms.get(3));
        assertThrows(TgsiException.class, () -> u.immDouble(1, 2, 3));
        assertThrows(TgsiException.class, () -> u.immFloat(1, 2, 3, 4, 5));
        assertThrows(TgsiException.class, () -> u.immInt());
    }

    @Test
    void uintBlocksAreConsecutiveAndNotDeduplicated() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregSrc block = u.immUintBlock(1, 2, 3, 4, 5);
        UregSrc six = u.immUint(6);
        UregSrc two = u.immUint(2);
        UregSrc block2 = u.immUintBlock(1, 2);
        assertEquals(List.of("0.xyzw", "1.yyyy", "0.yyyy", "2.xyzw"), List.of(block, six, two, block2).stream()
                .map(s -> s.index() + "." + Swizzle.toString(s.swizzle())).toList());
        List<Immediate> imms = immediates(u);
        assertArrayEquals(new int[] {1, 2, 3, 4}, imms.get(0).data());
        assertArrayEquals(new int[] {5, 6, 0, 0}, imms.get(1).data());
        assertArrayEquals(new int[] {1, 2, 0, 0}, imms.get(2).data());
    }

    @Test
    void emptyWriteMaskDropsTheInstructionSaturateAndPreciseTravel() {
        Ureg u = Ureg.create(Processor.FRAG);
        UregDst color = u.output(SemanticName.COLOR, 0);
        UregSrc one = u.immFloat(1f);
        u.emit(MOV, color.mask(WriteMask.XY).mask(WriteMask.ZW), one);
        assertEquals(0, u.instructionNumber(), "ureg emits nothing for an empty write mask");
        u.emit(MOV, color.mask("xz").saturate(), one.negate().abs().negate());
        u.emitPrecise(ADD, color, one, one);
        u.precise(true);
        u.emit(MUL, color, one, one);
        u.precise(false);
        u.memoryOp(LOAD, List.of(color.saturate()), Instruction.Memory.COHERENT, TextureTarget.BUFFER, PipeFormat.NONE,
                u.buffer(0, false), one);
        u.end();
        List<Instruction> in = u.finish().instructions();
        Instruction mov = in.getFirst();
        assertTrue(mov.saturate());
        assertFalse(mov.precise());
        assertEquals(WriteMask.X | WriteMask.Z, mov.dst(0).writeMask());
        assertTrue(mov.src(0).absolute() && mov.src(0).negate(), "-|x|");
        assertTrue(in.get(1).precise());
        assertTrue(in.get(2).precise());
        assertFalse(in.get(3).saturate(), "ureg_memory_insn never saturates");
        assertFalse(in.get(3).precise());
        assertEquals(Instruction.Memory.COHERENT, in.get(3).memory().qualifier());
    }
}
