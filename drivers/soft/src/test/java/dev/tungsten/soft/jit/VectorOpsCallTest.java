package dev.tungsten.soft.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/// The typed table of [VectorOps] members that generated code names ([VectorOpsCall]): a constant
/// whose name or descriptor drifts from `VectorOps` would otherwise fail only when a generated
/// class first runs that path (a `NoSuchMethodError` or a verify error).
class VectorOpsCallTest {
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    @Test
    void everyCallIsAStaticMethodOfLaneOpsWithThatSignature() throws ReflectiveOperationException {
        for (VectorOpsCall call : VectorOpsCall.values()) {
            MethodType type = call.type.resolveConstantDesc(LOOKUP);
            Method m;
            try {
                m = VectorOps.class.getDeclaredMethod(call.methodName, type.parameterArray());
            } catch (NoSuchMethodException e) {
                fail(call + ": VectorOps has no method " + call.methodName + type);
                return;
            }
            assertTrue(Modifier.isStatic(m.getModifiers()), call + ": " + m + " is not static");
            assertEquals(type.returnType(), m.getReturnType(), call + ": the return type of " + m);
            assertNotNull(LOOKUP.findStatic(VectorOps.class, call.methodName, type), call.toString());
        }
    }

    @Test
    void everyFieldIsAStaticFieldOfLaneOpsOfThatType() throws ReflectiveOperationException {
        for (VectorOpsCall.Field field : VectorOpsCall.Field.values()) {
            Class<?> type = field.type.resolveConstantDesc(LOOKUP);
            java.lang.reflect.Field f = VectorOps.class.getDeclaredField(field.fieldName);
            assertTrue(Modifier.isStatic(f.getModifiers()) && Modifier.isFinal(f.getModifiers()),
                    field + ": " + f + " is not static final");
            assertEquals(type, f.getType(), field + ": the type of " + f);
        }
    }

    @Test
    void noTwoConstantsNameOneMethod() {
        Set<String> seen = new HashSet<>();
        for (VectorOpsCall call : VectorOpsCall.values()) {
            assertTrue(seen.add(call.methodName + call.type.descriptorString()), call + " repeats another constant");
        }
    }
}
