package dev.tungsten.ir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.tungsten.tgsi.PropertyName;
import dev.tungsten.tgsi.RegisterFile;
import dev.tungsten.tgsi.TgsiDump;
import dev.tungsten.tgsi.TgsiSanity;
import dev.tungsten.tgsi.exec.ExecMachine;
import dev.tungsten.tgsi.exec.ExecProgram;
import dev.tungsten.tgsi.exec.ExecStatus;
import dev.tungsten.tgsi.exec.MemoryBuffers;

/// IR → TGSI lowering of representative expressions and statements, checked by what the
/// lowered shader computes on the reference interpreter (one invocation): WGSL's integer rules
/// (wrapping, division by zero, masked shift counts), conversions, control flow, local arrays,
/// calls and builtins. Operands come from a read-only input buffer so that nothing can be
/// folded away before TGSI runs it.
class TgsiLoweringTest {
    private final IrFixture fx = new IrFixture();
    private final Handle<GlobalVariable> out = fx.storage("out", fx.runtimeArray(fx.u32), 0, StorageAccess.READ_WRITE);
    private final Handle<GlobalVariable> in = fx.storage("input", fx.runtimeArray(fx.u32), 1, StorageAccess.READ);
    private final IrFixture.FunctionBuilder main = fx.function("main");

    /// `input[i]` as a u32.
    private Handle<Expression> input(int i) {
        return main.load(main.element(in, i));
    }

    /// `input[i]` reinterpreted as `kind` (bitcast).
    private Handle<Expression> input(int i, ScalarKind kind) {
        return main.add(new Expression.As(input(i), kind, 0));
    }

    /// `out[i] = bitcast<u32>(value)`.
    private void output(int i, Handle<Expression> value) {
        main.storeElement(out, i, main.add(new Expression.As(value, ScalarKind.UINT, 0)));
    }

    private TgsiProgram program;

    /// Lowers `main` once, after the test has built it; later calls reuse the program.
    private TgsiProgram lower() {
        if (program == null) {
            fx.compute(main, 1);
            ModuleInfo info = fx.validate();
            assertTrue(info.isValid(), () -> info.errors().toString());
            program = TgsiLowering.lower(fx.m, info, "main", TgsiLowering.Options.defaults());
            List<TgsiSanity.Diagnostic> sanity = TgsiSanity.check(program.shader());
            assertFalse(TgsiSanity.hasErrors(sanity), () -> sanity + "\n" + TgsiDump.dump(program.shader()));
        }
        return program;
    }

    /// Runs one invocation of `main` with `input` as buffer 1 and returns `out`'s first `n` words.
    private int[] run(int n, int... input) {
        TgsiProgram p = lower();
        MemoryBuffers memory = new MemoryBuffers(2);
        memory.create(p.resource(0, 0).index(), 4 * n);
        memory.create(p.resource(0, 1).index(), 4 * Math.max(1, input.length));
        System.arraycopy(input, 0, memory.words(p.resource(0, 1).index()), 0, input.length);
        ExecMachine machine = ExecProgram.compile(p.shader(), "main").newMachine(4);
        machine.bindBuffers(memory);
        assertEquals(ExecStatus.DONE, machine.run(1));
        return memory.words(p.resource(0, 0).index()).clone();
    }

    @Test
    void resourcesGetSlotsInBindingOrderAndTheWorkgroupSizeIsAProperty() {
        output(0, input(0));
        TgsiProgram p = lower();
        // A runtime-sized array's size is its minimum binding size, one element (WGSL §13.3.4).
        assertEquals(new TgsiProgram.Resource("out", 0, 0, RegisterFile.BUFFER, 0, 1, 4), p.resource(0, 0));
        assertEquals(RegisterFile.BUFFER, p.resource(0, 1).file());
        assertEquals(1, p.resource(0, 1).index());
        assertArrayEquals(new int[] {1, 1, 1}, p.workgroupSize());
        assertEquals(1, p.shader().property(PropertyName.CS_FIXED_BLOCK_WIDTH, 0));
        String text = TgsiDump.dump(p.shader());
        assertTrue(text.startsWith("COMP\n"), text);
        assertTrue(text.contains("DCL BUFFER[0]") && text.contains("DCL BUFFER[1]"), text);
    }

    @Test
    void signedArithmeticWrapsAndDivisionByZeroFollowsWgsl() {
        Handle<Expression> max = input(0, ScalarKind.SINT);
        Handle<Expression> one = input(1, ScalarKind.SINT);
        Handle<Expression> zero = input(2, ScalarKind.SINT);
        Handle<Expression> min = input(3, ScalarKind.SINT);
        Handle<Expression> minusOne = input(4, ScalarKind.SINT);
        Handle<Expression> seven = input(5, ScalarKind.SINT);
        output(0, main.binary(BinaryOperator.ADD, max, one));
        output(1, main.binary(BinaryOperator.DIVIDE, seven, zero));
        output(2, main.binary(BinaryOperator.MODULO, seven, zero));
        output(3, main.binary(BinaryOperator.DIVIDE, min, minusOne));
        output(4, main.binary(BinaryOperator.MODULO, min, minusOne));
        output(5, main.binary(BinaryOperator.DIVIDE, main.add(new Expression.Unary(UnaryOperator.NEGATE, seven)), main.i32(2)));
        output(6, main.binary(BinaryOperator.MODULO, main.add(new Expression.Unary(UnaryOperator.NEGATE, seven)), main.i32(3)));
        output(7, main.binary(BinaryOperator.MULTIPLY, max, max));
        int[] r = run(8, Integer.MAX_VALUE, 1, 0, Integer.MIN_VALUE, -1, 7);
        // WGSL §8.7: e1 / 0 is e1, e1 % 0 is 0, MIN / -1 is MIN, MIN % -1 is 0; division truncates.
        assertArrayEquals(new int[] {Integer.MIN_VALUE, 7, 0, Integer.MIN_VALUE, 0, -3, -1, 1}, r);
    }

    @Test
    void unsignedDivisionAndShiftsMaskTheirCount() {
        Handle<Expression> x = input(0);
        Handle<Expression> zero = input(1);
        Handle<Expression> big = input(2);
        output(0, main.binary(BinaryOperator.DIVIDE, x, zero));
        output(1, main.binary(BinaryOperator.MODULO, x, zero));
        output(2, main.binary(BinaryOperator.DIVIDE, big, x));
        output(3, main.binary(BinaryOperator.SHIFT_LEFT, x, main.u32(33)));
        output(4, main.binary(BinaryOperator.SHIFT_RIGHT, big, main.u32(36)));
        output(5, main.binary(BinaryOperator.SHIFT_RIGHT, input(2, ScalarKind.SINT), main.u32(4)));
        output(6, main.binary(BinaryOperator.SUBTRACT, zero, x));
        int[] r = run(7, 3, 0, 0xFFFF_FFF0);
        assertEquals(3, r[0], "x / 0 is x");
        assertEquals(0, r[1], "x % 0 is 0");
        assertEquals(Integer.divideUnsigned(0xFFFF_FFF0, 3), r[2], "unsigned, not signed, division");
        assertEquals(6, r[3], "shift count 33 is masked to 1");
        assertEquals(0x0FFF_FFFF, r[4], "u32 >> is logical; 36 is masked to 4");
        assertEquals(0xFFFF_FFFF, r[5], "i32 >> is arithmetic");
        assertEquals(-3, r[6], "0u - 3u wraps");
    }

    @Test
    void floatToIntegerConversionTruncatesAndSaturates() {
        Handle<Expression> big = input(0, ScalarKind.FLOAT);
        Handle<Expression> negative = input(1, ScalarKind.FLOAT);
        output(0, main.add(new Expression.As(big, ScalarKind.SINT, 4)));
        output(1, main.add(new Expression.As(negative, ScalarKind.SINT, 4)));
        output(2, main.add(new Expression.As(negative, ScalarKind.UINT, 4)));
        output(3, main.add(new Expression.As(big, ScalarKind.UINT, 4)));
        output(4, main.add(new Expression.As(input(2, ScalarKind.SINT), ScalarKind.FLOAT, 4)));
        Handle<Expression> nonZero = main.add(new Expression.As(input(3), ScalarKind.BOOL, 1));
        output(5, main.add(new Expression.Select(nonZero, main.u32(10), main.u32(20))));
        int[] r = run(6, Float.floatToIntBits(5e9f), Float.floatToIntBits(-2.75f), -3, 4);
        assertEquals(Integer.MAX_VALUE, r[0], "i32(5e9) saturates");
        assertEquals(-2, r[1], "i32(-2.75) truncates toward zero");
        assertEquals(0, r[2], "u32(-2.75) saturates at 0");
        assertEquals(-1, r[3], "u32(5e9) saturates at 0xFFFFFFFF");
        assertEquals(-3f, Float.intBitsToFloat(r[4]));
        assertEquals(10, r[5], "bool(4u) is true");
    }

    @Test
    void ifElseAndComparisonsPickTheRightBranch() {
        Handle<Expression> a = input(0, ScalarKind.SINT);
        Handle<Expression> b = input(1, ScalarKind.SINT);
        Handle<Expression> result = main.local("r", fx.u32);
        main.ifElse(main.binary(BinaryOperator.LESS, a, b),
                () -> main.store(result, main.u32(1)),
                () -> main.store(result, main.u32(2)));
        output(0, main.load(result));
        // Unsigned comparison of the same bits goes the other way.
        output(1, main.add(new Expression.Select(main.binary(BinaryOperator.LESS, input(0), input(1)), main.u32(1), main.u32(2))));
        assertArrayEquals(new int[] {1, 2}, run(2, -1, 5), "-1 < 5 as i32, 0xFFFFFFFF > 5 as u32");
        assertArrayEquals(new int[] {2, 2}, run(2, 7, 5));
    }

    @Test
    void loopWithBreakIfSumsOneToN() {
        Handle<Expression> n = input(0);
        Handle<Expression> i = main.local("i", fx.u32);
        Handle<Expression> sum = main.local("sum", fx.u32);
        main.store(i, main.u32(0));
        main.store(sum, main.u32(0));
        main.loop(() -> {
            Handle<Expression> next = main.binary(BinaryOperator.ADD, main.load(i), main.u32(1));
            main.store(i, next);
            main.store(sum, main.binary(BinaryOperator.ADD, main.load(sum), next));
        }, () -> { }, () -> main.binary(BinaryOperator.GREATER_EQUAL, main.load(i), n));
        output(0, main.load(sum));
        output(1, main.load(i));
        assertArrayEquals(new int[] {55, 10}, run(2, 10));
        // A do-while: the body runs once even when the condition holds at the start.
        assertArrayEquals(new int[] {1, 1}, run(2, 0));
    }

    @Test
    void switchFallsThroughMergedCasesAndTakesTheDefault() {
        Handle<Expression> selector = input(0, ScalarKind.SINT);
        Handle<Expression> r = main.local("r", fx.u32);
        main.store(r, main.u32(0));
        Block one = new Block();
        Block two = main.block(() -> main.store(r, main.u32(12)));
        Block other = main.block(() -> main.store(r, main.u32(99)));
        main.statement(new Statement.Switch(selector, List.of(
                new Statement.SwitchCase(new Statement.SwitchValue.I32(1), one, true),
                new Statement.SwitchCase(new Statement.SwitchValue.I32(2), two, false),
                new Statement.SwitchCase(new Statement.SwitchValue.Default(), other, false))));
        output(0, main.load(r));
        assertArrayEquals(new int[] {12}, run(1, 1), "case 1 falls into case 2's body");
        assertArrayEquals(new int[] {12}, run(1, 2));
        assertArrayEquals(new int[] {99}, run(1, -5));
    }

    @Test
    void localArraysAreIndexedAtRunTime() {
        Handle<Type> arr = fx.m.type(new TypeInner.Array(fx.u32, new TypeInner.ArraySize.Constant(4), 4));
        Handle<Expression> a = main.local("a", arr);
        for (int k = 0; k < 4; k++) {
            main.store(main.add(new Expression.AccessIndex(a, k)), main.u32(10L * (k + 1)));
        }
        Handle<Expression> index = input(0);
        output(0, main.load(main.add(new Expression.Access(a, index))));
        main.store(main.add(new Expression.Access(a, index)), main.u32(7));
        output(1, main.load(main.add(new Expression.AccessIndex(a, 2))));
        assertArrayEquals(new int[] {30, 7}, run(2, 2));
        assertArrayEquals(new int[] {20, 30}, run(2, 1), "the store went to element 1 only");
    }

    @Test
    void callsPassArgumentsAndReturnResults() {
        IrFixture.FunctionBuilder twicePlus = fx.function("twice_plus");
        Handle<Expression> x = twicePlus.argument("x", fx.u32, null);
        Handle<Expression> y = twicePlus.argument("y", fx.u32, null);
        twicePlus.f.setResult(new Function.Result(fx.u32, null));
        Handle<Expression> doubled = twicePlus.binary(BinaryOperator.MULTIPLY, x, twicePlus.u32(2));
        twicePlus.statement(new Statement.Return(twicePlus.binary(BinaryOperator.ADD, doubled, y)));
        Handle<Expression> first = main.add(new Expression.CallResult(twicePlus.handle));
        main.statement(new Statement.Call(twicePlus.handle, List.of(input(0), main.u32(5)), first));
        Handle<Expression> second = main.add(new Expression.CallResult(twicePlus.handle));
        main.statement(new Statement.Call(twicePlus.handle, List.of(first, first), second));
        output(0, first);
        output(1, second);
        assertArrayEquals(new int[] {2 * 20 + 5, 3 * 45}, run(2, 20), "each call site gets its own arguments");
    }

    @Test
    void builtinsExpandToTheirTableRows() {
        Handle<Expression> v = input(0, ScalarKind.SINT);
        output(0, main.add(new Expression.Math(MathFunction.CLAMP, v, main.i32(-3), main.i32(3), null)));
        output(1, main.add(new Expression.Math(MathFunction.ABS, input(1, ScalarKind.SINT), null, null, null)));
        output(2, main.add(new Expression.Math(MathFunction.COUNT_ONE_BITS, input(2), null, null, null)));
        output(3, main.add(new Expression.Math(MathFunction.EXTRACT_BITS, input(2), main.u32(4), main.u32(8), null)));
        output(4, main.add(new Expression.Math(MathFunction.FIRST_LEADING_BIT, input(2), null, null, null)));
        output(5, main.add(new Expression.Math(MathFunction.COUNT_LEADING_ZEROS, main.u32(0), null, null, null)));
        int[] r = run(6, 9, Integer.MIN_VALUE, 0x0000_F0F0);
        assertEquals(3, r[0], "clamp(9, -3, 3)");
        assertEquals(Integer.MIN_VALUE, r[1], "abs(i32 min) wraps to itself");
        assertEquals(8, r[2]);
        assertEquals(0x0F, r[3], "extractBits(0xF0F0, 4, 8)");
        assertEquals(15, r[4]);
        assertEquals(32, r[5], "countLeadingZeros(0) is 32");
    }

    private static int bits(float f) {
        return Float.floatToIntBits(f);
    }

    private static float[] floats(int[] words) {
        float[] out = new float[words.length];
        for (int i = 0; i < words.length; i++) {
            out[i] = Float.intBitsToFloat(words[i]);
        }
        return out;
    }

    @Test
    void cgLibraryFunctionsExpandToWhatCgDefines() {
        Handle<Expression> x = input(0, ScalarKind.FLOAT);
        Handle<Expression> y = input(1, ScalarKind.FLOAT);
        output(0, main.add(new Expression.Math(MathFunction.FMOD, x, y, null, null)));
        output(1, main.add(new Expression.Math(MathFunction.LOG10, input(2, ScalarKind.FLOAT), null, null, null)));
        Handle<Expression> lit = main.add(new Expression.Math(MathFunction.LIT,
                input(3, ScalarKind.FLOAT), input(4, ScalarKind.FLOAT), input(5, ScalarKind.FLOAT), null));
        for (int c = 0; c < 4; c++) {
            output(2 + c, main.add(new Expression.AccessIndex(lit, c)));
        }
        // fmod on a vector, with the operands' signs varied per component.
        Handle<Type> vec3 = fx.vec(3, Scalar.F32);
        Handle<Expression> minusX = main.add(new Expression.Unary(UnaryOperator.NEGATE, x));
        Handle<Expression> minusY = main.add(new Expression.Unary(UnaryOperator.NEGATE, y));
        Handle<Expression> vx = main.add(new Expression.Compose(vec3, List.of(x, minusX, x)));
        Handle<Expression> vy = main.add(new Expression.Compose(vec3, List.of(y, y, minusY)));
        Handle<Expression> vmod = main.add(new Expression.Math(MathFunction.FMOD, vx, vy, null, null));
        for (int c = 0; c < 3; c++) {
            output(6 + c, main.add(new Expression.AccessIndex(vmod, c)));
        }
        // LG2 is within 1 ulp and log10(2) is rounded to f32, so log10 is within a few ulp of exact;
        // fmod of these operands is exact (the quotient is exactly representable); POW within 1 ulp.
        float[] r = floats(run(9, bits(7.5f), bits(2f), bits(1000f), bits(0.75f), bits(0.5f), bits(2f)));
        assertEquals(1.5f, r[0], "fmod(7.5, 2)");
        assertEquals(3f, r[1], 1e-6f, "log10(1000)");
        assertArrayEquals(new float[] {1, 0.75f, 0.25f, 1}, java.util.Arrays.copyOfRange(r, 2, 6), 1e-7f, "lit(0.75, 0.5, 2)");
        assertArrayEquals(new float[] {1.5f, -1.5f, 1.5f}, java.util.Arrays.copyOfRange(r, 6, 9), "fmod keeps x's sign");
        r = floats(run(9, bits(-7.5f), bits(2f), bits(0.01f), bits(-0.5f), bits(0.8f), bits(2f)));
        assertEquals(-1.5f, r[0], "fmod(-7.5, 2)");
        assertEquals(-2f, r[1], 1e-6f, "log10(0.01)");
        assertArrayEquals(new float[] {1, 0, 0, 1}, java.util.Arrays.copyOfRange(r, 2, 6), "lit with NdotL < 0");
        assertArrayEquals(new float[] {-1.5f, 1.5f, -1.5f}, java.util.Arrays.copyOfRange(r, 6, 9));
        r = floats(run(9, bits(5.5f), bits(-1f), bits(1f), bits(0.5f), bits(-0.8f), bits(0f)));
        assertEquals(0.5f, r[0], "fmod(5.5, -1)");
        assertEquals(0f, r[1], "log10(1)");
        // TGSI's LIT would give pow(max(-0.8, 0), 0) = 1 in z.
        assertArrayEquals(new float[] {1, 0.5f, 0, 1}, java.util.Arrays.copyOfRange(r, 2, 6), "lit with NdotH < 0");
        r = floats(run(9, bits(1f), bits(1f), bits(10f), bits(0.9f), bits(0.99f), bits(200f)));
        // TGSI's LIT would clamp the exponent to 128 (0.99^128 = 0.276).
        assertEquals((float) Math.pow(0.99f, 200f), r[4], 1e-6f, "lit's exponent is not clamped");
        assertEquals(0f, r[0], "fmod(1, 1)");
        assertEquals(1f, r[1], 1e-6f, "log10(10)");
    }

    @Test
    void unknownEntryPointsAndInvalidModulesAreRefused() {
        output(0, input(0));
        TgsiProgram p = lower();
        assertEquals(1, p.workgroupSize()[0]);
        TgsiLoweringException e = assertThrows(TgsiLoweringException.class,
                () -> TgsiLowering.lower(fx.m, fx.validate(), "nope", TgsiLowering.Options.defaults()));
        assertEquals("no entry point named `nope`", e.getMessage());
        fx.m.type(new TypeInner.Vector(5, Scalar.F32));
        e = assertThrows(TgsiLoweringException.class,
                () -> TgsiLowering.lower(fx.m, fx.validate(), "main", TgsiLowering.Options.defaults()));
        assertEquals("the module did not validate", e.getMessage());
    }
}
