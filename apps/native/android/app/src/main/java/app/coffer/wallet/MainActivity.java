package app.coffer.wallet;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
